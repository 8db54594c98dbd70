/** The six roles, in the order the add-user form offers them. */
export const roles = ['SuperAdmin', 'MainAdmin', 'Admin', 'AgentStock', 'AgentSales', 'Accounts'] as const
export type Role = (typeof roles)[number]
