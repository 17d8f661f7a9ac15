/** The Ejerskab page's data (issue 27), shared by its loader and its components. */
export type OwnershipStatus =
  | { verified: true; verifiedAt: string; cvr: string }
  | {
      verified: false;
      cvr: string;
      /** When the site goes on pause if nothing is done (ISO). */
      pauseAt: string;
      /** The register's e-mail and mobile number, masked; null when it has none. */
      email: string | null;
      mobile: string | null;
      smsEnabled: boolean;
      mitidEnabled: boolean;
      /** The register could not be asked just now. */
      registerError: string | null;
      /** A code that was sent and is still valid. */
      pending: { method: "email" | "sms"; to: string } | null;
    };
