/**
 * Every e-mail the site sends and the props it needs. A feature adds its template here (props) and in
 * templates/registry.tsx (the component). Props are stored as JSON in the outbox, so keep them plain.
 */
export interface MailTemplateProps {
  "login-code": { firstName: string; code: string; minutes: number };
  "password-reset": { firstName: string; url: string; minutes: number };
  welcome: { firstName: string; accountUrl: string; referralCode: string };
  "password-changed": { firstName: string; resetUrl: string };
}

export type MailTemplateName = keyof MailTemplateProps;
