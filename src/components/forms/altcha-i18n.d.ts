// The widget ships these translations without type declarations; they only register strings.
declare module "altcha/i18n/zh-cn";
declare module "altcha/i18n/fr-fr";
declare module "altcha/i18n/es-es";
