export { ACCOUNT_TABS, AccountTabs } from './AccountTabs';
export type { AccountTab, AccountTabsProps } from './AccountTabs';
