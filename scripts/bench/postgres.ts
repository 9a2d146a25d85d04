/** A fresh, empty PostgreSQL database beside the one a URL names, dropped afterwards. */
import pg from 'pg';

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(adminUrl: string): Promise<FreshDatabase> {
  const name = `wishlist_bench_${Math.random().toString(36).slice(2, 10)}`;
  await admin(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
