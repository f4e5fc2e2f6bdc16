export { MemberPayPage } from './member-pay-page';
export { PayCalculationsPage } from './pay-calculations-page';
export { PaySchemeFormPage } from './pay-scheme-form-page';
export { PaySchemesPage } from './pay-schemes-page';
