/** Media checks shared by the browser and the mock backend. */
export * from './sniff';
