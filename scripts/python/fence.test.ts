import {describe, expect, it} from 'vitest';
import {isTestFile, parseOutputFence, parsePythonFence, splitArguments, srcModule, titleFile} from './fence';

describe('parsePythonFence', () => {
  it.each([
    ['', {kind: 'session'}],
    ['title="Airflow 3 style"', {kind: 'session'}],
    ['title="dags/taxi.py (changed parts)" showLineNumbers {2-3}', {kind: 'session'}],
    ['title="ds_add_demo.py"', {kind: 'script', file: 'ds_add_demo.py', args: [], exit: 0}],
    [
      'title="ingesta/ingesta.py" args="datos/viajes.csv --mes 2024-01 --nota \'dos palabras\'"',
      {
        kind: 'script',
        file: 'ingesta/ingesta.py',
        args: ['datos/viajes.csv', '--mes', '2024-01', '--nota', 'dos palabras'],
        exit: 0,
      },
    ],
    [
      'title="review.py" args="evidence.json" exit="1"',
      {kind: 'script', file: 'review.py', args: ['evidence.json'], exit: 1},
    ],
    ['title="test_taxi_events.py"', {kind: 'pytest', file: 'test_taxi_events.py', exit: 0}],
    ['title="tests/test_limpieza.py" exit="1"', {kind: 'pytest', file: 'tests/test_limpieza.py', exit: 1}],
    ['title="tests/sink_test.py"', {kind: 'pytest', file: 'tests/sink_test.py', exit: 0}],
    ['title="src/ventas/limpieza.py"', {kind: 'module', file: 'src/ventas/limpieza.py', module: 'ventas.limpieza'}],
    ['title="src/ventas/__init__.py"', {kind: 'module', file: 'src/ventas/__init__.py', module: 'ventas'}],
    [
      'title="src/demanda/sinteticos.py" main',
      {kind: 'main', file: 'src/demanda/sinteticos.py', module: 'demanda.sinteticos', args: [], exit: 0},
    ],
    [
      'title="src/taxis/__main__.py" args="validar datos.csv"',
      {kind: 'main', file: 'src/taxis/__main__.py', module: 'taxis', args: ['validar', 'datos.csv'], exit: 0},
    ],
    ['norun="needs Apache Airflow 3.3"', {kind: 'norun', reason: 'needs Apache Airflow 3.3'}],
    [
      'title="dags/taxi.py" norun="needs Apache Airflow 3.3"',
      {kind: 'norun', reason: 'needs Apache Airflow 3.3', file: 'dags/taxi.py'},
    ],
    ["norun='necesita PySpark 3.5 y Java'", {kind: 'norun', reason: 'necesita PySpark 3.5 y Java'}],
  ] as const)('reads `%s`', (meta, fence) => {
    expect(parsePythonFence(meta)).toEqual(fence);
  });

  it.each([
    ['norun', /`norun` needs a value/],
    ['norun="  "', /`norun` needs a value/],
    ['runnable', /unknown attribute `runnable`/],
    ['dialect="bigquery"', /unknown attribute `dialect`/],
    ['args="a.csv"', /`args` only applies to a script or a src\/ module/],
    ['title="test_x.py" args="-k slow"', /`args` only applies/],
    ['title="x.py" norun="needs Spark" args="a"', /`args` only applies/],
    ['exit="1"', /`exit` only applies/],
    ['title="src/pkg/mod.py" exit="1"', /`exit` only applies/],
    ['title="x.py" exit="0"', /`exit` is the status a run ends with on purpose, 1 to 255/],
    ['title="x.py" exit="yes"', /`exit` is the status/],
    ['title="x.py" main', /`main` only applies to a module of a src\/ package/],
    ['title="src/pkg/mod.py" main="yes"', /`main` takes no value/],
    ['title="a.py" title="b.py"', /`title` is given twice/],
    ['title="unclosed', /Python fence: cannot read/],
  ])('refuses `%s`', (meta, message) => {
    expect(() => parsePythonFence(meta)).toThrow(message);
  });
});

describe('parseOutputFence', () => {
  it.each([
    ['', {}],
    ['title="output"', {}],
    ['nocheck="times differ on every run"', {nocheck: 'times differ on every run'}],
  ] as const)('reads `%s`', (meta, fence) => {
    expect(parseOutputFence(meta)).toEqual(fence);
  });

  it.each([
    ['nocheck', /`nocheck` needs a value/],
    ['ignore="x"', /Output fence: unknown attribute `ignore`/],
  ])('refuses `%s`', (meta, message) => {
    expect(() => parseOutputFence(meta)).toThrow(message);
  });
});

describe('file names', () => {
  it.each([
    ['dags/taxi.py', 'dags/taxi.py'],
    ['esquema.sql', 'esquema.sql'],
    ['.env.example', '.env.example'],
    [' config/base.toml ', 'config/base.toml'],
    ['Dockerfile', undefined],
    ['BigQuery', undefined],
    ['dags/taxi.py (changed parts)', undefined],
    ['../secrets.txt', undefined],
    ['/etc/passwd.txt', undefined],
    ['a/./b.py', undefined],
  ])('titleFile(%j) is %j', (title, file) => {
    expect(titleFile(title)).toBe(file);
  });

  it.each([
    ['test_x.py', true],
    ['tests/test_x.py', true],
    ['x_test.py', true],
    ['conftest.py', false],
    ['latest.py', false],
    ['test_dir/x.py', false],
  ])('isTestFile(%j) is %s', (file, test) => {
    expect(isTestFile(file)).toBe(test);
  });

  it.each([
    ['src/pkg/mod.py', 'pkg.mod'],
    ['src/pkg/sub/mod.py', 'pkg.sub.mod'],
    ['src/pkg/__init__.py', 'pkg'],
    ['src/mod.py', undefined],
    ['pkg/mod.py', undefined],
  ])('srcModule(%j) is %j', (file, module) => {
    expect(srcModule(file)).toBe(module);
  });

  it.each([
    ['a b', ['a', 'b']],
    ['  --mes   2024-01 ', ['--mes', '2024-01']],
    [`"two words" 'and more' x`, ['two words', 'and more', 'x']],
  ])('splitArguments(%j)', (text, args) => {
    expect(splitArguments(text)).toEqual(args);
  });

  it('refuses an unclosed quote in arguments', () => {
    expect(() => splitArguments('"open')).toThrow(/cannot read the arguments/);
  });
});
