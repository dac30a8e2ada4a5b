import {describe, expect, it} from 'vitest';
import {lessonsInOrder} from './lessonOrder';

describe('lessonsInOrder', () => {
  it('follows the sidebar: category positions, sidebar_position, number prefixes', () => {
    const order = lessonsInOrder('docs/Programs/En/DataEngineering/Projects/Projects/Module-3');
    const at = (end: string) => order.findIndex((file) => file.endsWith(end));
    expect(at('01-analytical-warehouses/01-oltp-versus-olap.md')).toBeLessThan(
      at('01-analytical-warehouses/02-columnar-storage-and-compression.md'),
    );
    expect(at('01-analytical-warehouses/05-external-versus-native-tables.md')).toBeLessThan(
      at('03-dimensional-modelling/01-why-model-at-all.md'),
    );
    expect(at('03-dimensional-modelling/08-implementing-scd-type-2.md')).toBeLessThan(
      at('05-dbt-basics/01-what-dbt-is.md'),
    );
  });
});
