import {describe, expect, it} from 'vitest';
import {AUTH_NAVBAR_ITEM_TYPE, withAuthNavbarItem} from './navbar';

type Item = {type?: string; label?: string; position?: string};
const AUTH: Item = {type: AUTH_NAVBAR_ITEM_TYPE, position: 'right'};
const labels = (items: Item[]) => items.map((item) => item.label ?? item.type);

describe('withAuthNavbarItem', () => {
  it.each<[Item[], string[]]>([
    [[{label: 'Blog'}, {label: 'GitHub'}], ['Blog', 'GitHub', AUTH_NAVBAR_ITEM_TYPE]],
    [[{label: 'Blog'}, {label: 'Login'}, {label: 'Logout'}], ['Blog', AUTH_NAVBAR_ITEM_TYPE]],
    [[{label: 'Blog'}, {label: 'Blog'}], ['Blog', AUTH_NAVBAR_ITEM_TYPE]],
    [[AUTH, {label: 'Blog'}, AUTH], ['Blog', AUTH_NAVBAR_ITEM_TYPE]],
    [[{type: 'search'}, {type: 'localeDropdown'}], ['search', 'localeDropdown', AUTH_NAVBAR_ITEM_TYPE]],
    [[], [AUTH_NAVBAR_ITEM_TYPE]],
  ])('%j → %j', (items, expected) => {
    expect(labels(withAuthNavbarItem(items, AUTH))).toEqual(expected);
  });
});
