import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import AuthNavbarItem from '@site/src/components/AuthNavbarItem';
import {AUTH_NAVBAR_ITEM_TYPE} from '@site/src/site/navbar';

export default {
  ...ComponentTypes,
  [AUTH_NAVBAR_ITEM_TYPE]: AuthNavbarItem,
};
