/** The Monri stand-in's port for the e2e server on `port`: fixed, since the server learns MONRI_BASE_URL at start. */
export const monriStandInPort = (port: string | number) => Number(port) + 1000;

/** The product's own Monri account as the e2e server is configured with it (billing.spec pays invoices to it). */
export const billingMerchant = { authenticityToken: 'e2e0billing0token000000000000000000000aa', merchantKey: 'e2e-billing-merchant-key' } as const;
