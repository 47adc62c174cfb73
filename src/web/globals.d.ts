declare const __COMPANY_NAME__: string;
declare const __COMPANY_EMAIL_DOMAIN__: string;
