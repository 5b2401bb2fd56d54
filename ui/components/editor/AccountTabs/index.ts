export { ACCOUNT_TABS, AccountTabs } from './AccountTabs';
export type { AccountTab, AccountTabItem, AccountTabsProps } from './AccountTabs';
