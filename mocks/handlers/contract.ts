/**
 * A response that breaks its operation's schema is a bug of the mock, never something to send.
 * Violations are recorded (tests assert there are none) and, under vitest or when strict mode is
 * switched on, thrown so the failing request is loud.
 */
export interface ContractViolation {
  operation: string;
  status: number;
  problem: string;
}

export class MockContractError extends Error {
  constructor(readonly violation: ContractViolation) {
    super(`Mock contract violation in ${violation.operation} (${violation.status}): ${violation.problem}`);
    this.name = 'MockContractError';
  }
}

const violations: ContractViolation[] = [];
let strict = typeof process !== 'undefined' && Boolean(process.env?.VITEST);

export function setStrictContract(on: boolean): void {
  strict = on;
}

export function reportViolation(violation: ContractViolation): void {
  violations.push(violation);
  const error = new MockContractError(violation);
  console.error(error.message);
  if (strict) throw error;
}

export const getContractViolations = (): readonly ContractViolation[] => [...violations];
export const clearContractViolations = (): void => {
  violations.length = 0;
};
