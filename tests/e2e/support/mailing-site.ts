// A built site on a PostgreSQL database of its own that sends its mail to an SMTP peer on loopback: what
// the journeys of mail a site sends by itself (search alerts, imports that reach an alert) start from.
import { type DatabaseConnection, openDatabase } from "../../../app/db/client.server.ts";
import { type SmtpPeer, startSmtpPeer } from "../../../app/features/leads/testing/smtp-peer.ts";
import { createDatabaseOn, startPostgresCluster } from "../../support/postgres-cluster.ts";
import { type RunningSite, startBuiltSite } from "./built-site.ts";

export type MailingSite = {
  site: RunningSite;
  peer: SmtpPeer;
  /** The site's database, for what a test writes or reads behind the site's back. */
  connection: DatabaseConnection;
  databaseUrl: string;
  stop: () => Promise<void>;
};

/** Starts the peer, a throwaway cluster with the database `name`, and the site on them (`env` added). */
export async function startMailingSite(name: string, env: Record<string, string> = {}): Promise<MailingSite> {
  const peer = await startSmtpPeer();
  const cluster = await startPostgresCluster();
  const databaseUrl = await createDatabaseOn(cluster, name);
  const site = await startBuiltSite({
    env: { DATABASE_URL: databaseUrl, SMTP_URL: peer.url, ...env },
    output: "ignore",
  });
  const connection = await openDatabase({ databaseUrl });
  return {
    site,
    peer,
    connection,
    databaseUrl,
    async stop() {
      await connection.close();
      await site.stop();
      cluster.stop();
      await peer.stop();
    },
  };
}
