export * from '../features/audit/audit.table'
export * from '../features/countries/countries.table'
export * from '../features/session/session.table'
export * from '../features/users/users.table'
