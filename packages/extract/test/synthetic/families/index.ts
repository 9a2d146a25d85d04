/** The layout families, in the order the corpus deals pages to them. */
import type { Family } from '../model.js';
import { divSoup } from './div-soup.js';
import { magento } from './magento.js';
import { marketplace } from './marketplace.js';
import { semantic } from './semantic.js';
import { shopify } from './shopify.js';
import { sidebarFirst } from './sidebar-first.js';
import { specTable } from './spec-table.js';
import { woocommerce } from './woocommerce.js';

export const FAMILIES: readonly Family[] = [
  semantic,
  divSoup,
  shopify,
  magento,
  woocommerce,
  marketplace,
  specTable,
  sidebarFirst,
];
