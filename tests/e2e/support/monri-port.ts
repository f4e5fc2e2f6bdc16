/** The Monri stand-in's port for the e2e server on `port`: fixed, since the server learns MONRI_BASE_URL at start. */
export const monriStandInPort = (port: string | number) => Number(port) + 1000;
