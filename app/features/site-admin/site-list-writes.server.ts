// The site configuration's lists (spec §2–§3: menu entries, header links, footer columns): each item added,
// saved or deleted in a single transaction holding the change, the version check that refuses a change made
// from an older version of the item, and its audit entry (ids only). The tables' triggers then notify
// 'public_content_changed', so every process drops its page cache and site configuration and the public
// site shows the change at once.
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { footerColumns, headerLinks, menus } from "../../db/schema/content.ts";
import { audit } from "../accounts/audit-log.server.ts";
import { EditRefused, type EditOutcome, refusedAsOutcome } from "./edit-outcome.ts";
import type {
  DeleteItemForm,
  FooterColumnForm,
  FooterMoveForm,
  HeaderLinkForm,
  MenuForm,
  NewFooterColumnForm,
  NewHeaderLinkForm,
  NewMenuForm,
} from "./site-admin-forms.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** The lists whose items the back office adds, edits and deletes one by one. */
type EditedList = typeof menus | typeof headerLinks | typeof footerColumns;

/**
 * Refuses a menu entry's place when it breaks the one level of nesting (spec §3: childMenus: the parent is a
 * top-level entry other than itself, and an entry with children stays at the top) or when another entry of
 * the same level already leads to its path.
 */
async function checkMenuPlace(tx: Tx, form: NewMenuForm, id: number | null): Promise<void> {
  if (form.parentId !== null) {
    const [parent] = await tx.select().from(menus).where(eq(menus.id, form.parentId));
    const [child] =
      id === null ? [] : await tx.select({ id: menus.id }).from(menus).where(eq(menus.parentId, id)).limit(1);
    if (!parent || parent.parentId !== null || parent.id === id || child) {
      throw new EditRefused({ kind: "invalid", errors: { parentId: "SITE_ADMIN_ERROR_PARENT" } });
    }
  }
  const sameLevel = form.parentId === null ? isNull(menus.parentId) : eq(menus.parentId, form.parentId);
  const other = id === null ? sameLevel : and(sameLevel, ne(menus.id, id));
  const [taken] = await tx
    .select({ id: menus.id })
    .from(menus)
    .where(and(other, eq(menus.path, form.path)))
    .limit(1);
  if (taken) throw new EditRefused({ kind: "invalid", errors: { path: "SITE_ADMIN_ERROR_PATH_TAKEN" } });
}

export async function saveMenu(
  db: Database,
  actorId: string,
  form: MenuForm,
  now: Date,
): Promise<EditOutcome> {
  return refusedAsOutcome(() =>
    db.transaction(async (tx) => {
      await checkMenuPlace(tx, form, form.id);
      const updated = await tx
        .update(menus)
        .set({
          path: form.path,
          status: form.status,
          sort: form.sort,
          parentId: form.parentId,
          title: form.title,
          version: sql`${menus.version} + 1`,
        })
        .where(and(eq(menus.id, form.id), eq(menus.version, form.version)))
        .returning({ id: menus.id });
      await refuseUnlessUpdated(tx, updated.length, menus, form.id);
      await audit(tx, actorId, "site.menu_changed", { kind: "menu", id: form.id }, now);
    }),
  );
}

/** Adds a menu entry under the next free id. */
export async function addMenu(
  db: Database,
  actorId: string,
  form: NewMenuForm,
  now: Date,
): Promise<EditOutcome> {
  return refusedAsOutcome(() =>
    db.transaction(async (tx) => {
      await checkMenuPlace(tx, form, null);
      const id = await nextId(tx, menus);
      await tx.insert(menus).values({
        id,
        path: form.path,
        status: form.status,
        sort: form.sort,
        parentId: form.parentId,
        title: form.title,
      });
      await audit(tx, actorId, "site.menu_added", { kind: "menu", id }, now);
    }),
  );
}

/** Removes a menu entry from the version shown; one with entries under it is refused until they move. */
export async function deleteMenu(
  db: Database,
  actorId: string,
  form: DeleteItemForm,
  now: Date,
): Promise<EditOutcome> {
  return refusedAsOutcome(() =>
    db.transaction(async (tx) => {
      const [child] = await tx
        .select({ id: menus.id })
        .from(menus)
        .where(eq(menus.parentId, form.id))
        .limit(1);
      if (child) {
        throw new EditRefused({ kind: "invalid", errors: { confirm: "SITE_ADMIN_ERROR_MENU_HAS_CHILDREN" } });
      }
      await deleteShown(tx, menus, form);
      await audit(tx, actorId, "site.menu_deleted", { kind: "menu", id: form.id }, now);
    }),
  );
}

/** A header link's row as its form gives it: a language without a link has none. */
function headerLinkRow(form: NewHeaderLinkForm) {
  return {
    status: form.status,
    sort: form.sort,
    icon: form.icon,
    color: form.color,
    label: form.label,
    link: Object.fromEntries(Object.entries(form.link).filter(([, value]) => value)),
  };
}

export async function saveHeaderLink(
  db: Database,
  actorId: string,
  form: HeaderLinkForm,
  now: Date,
): Promise<EditOutcome> {
  return refusedAsOutcome(() =>
    db.transaction(async (tx) => {
      const updated = await tx
        .update(headerLinks)
        .set({ ...headerLinkRow(form), version: sql`${headerLinks.version} + 1` })
        .where(and(eq(headerLinks.id, form.id), eq(headerLinks.version, form.version)))
        .returning({ id: headerLinks.id });
      await refuseUnlessUpdated(tx, updated.length, headerLinks, form.id);
      await audit(tx, actorId, "site.header_link_changed", { kind: "header_link", id: form.id }, now);
    }),
  );
}

export async function addHeaderLink(
  db: Database,
  actorId: string,
  form: NewHeaderLinkForm,
  now: Date,
): Promise<EditOutcome> {
  return refusedAsOutcome(() =>
    db.transaction(async (tx) => {
      const id = await nextId(tx, headerLinks);
      await tx.insert(headerLinks).values({ id, ...headerLinkRow(form) });
      await audit(tx, actorId, "site.header_link_added", { kind: "header_link", id }, now);
    }),
  );
}

export async function deleteHeaderLink(
  db: Database,
  actorId: string,
  form: DeleteItemForm,
  now: Date,
): Promise<EditOutcome> {
  return refusedAsOutcome(() =>
    db.transaction(async (tx) => {
      await deleteShown(tx, headerLinks, form);
      await audit(tx, actorId, "site.header_link_deleted", { kind: "header_link", id: form.id }, now);
    }),
  );
}

/** A footer column's row as its form gives it (spec §3: each text with its public flag). */
function footerColumnRow(form: NewFooterColumnForm) {
  return {
    title: { public: form.titlePublic, text: form.title },
    introText: { public: form.introPublic, text: form.intro },
    fullText: { public: form.fullPublic, text: form.full },
    imageKeys: form.imageKeys,
    col: { sm: form.colSm, md: form.colMd, lg: form.colLg },
  };
}

export async function saveFooterColumn(
  db: Database,
  actorId: string,
  form: FooterColumnForm,
  now: Date,
): Promise<EditOutcome> {
  return refusedAsOutcome(() =>
    db.transaction(async (tx) => {
      const updated = await tx
        .update(footerColumns)
        .set({ ...footerColumnRow(form), version: sql`${footerColumns.version} + 1` })
        .where(and(eq(footerColumns.id, form.id), eq(footerColumns.version, form.version)))
        .returning({ id: footerColumns.id });
      await refuseUnlessUpdated(tx, updated.length, footerColumns, form.id);
      await audit(tx, actorId, "site.footer_column_changed", { kind: "footer_column", id: form.id }, now);
    }),
  );
}

/** Adds a footer column after the others. */
export async function addFooterColumn(
  db: Database,
  actorId: string,
  form: NewFooterColumnForm,
  now: Date,
): Promise<EditOutcome> {
  return refusedAsOutcome(() =>
    db.transaction(async (tx) => {
      const id = await nextId(tx, footerColumns);
      const [last] = await tx
        .select({ sort: sql<number>`coalesce(max(${footerColumns.sort}), 0)` })
        .from(footerColumns);
      await tx
        .insert(footerColumns)
        .values({ id, sort: Number(last?.sort ?? 0) + 1, ...footerColumnRow(form) });
      await audit(tx, actorId, "site.footer_column_added", { kind: "footer_column", id }, now);
    }),
  );
}

export async function deleteFooterColumn(
  db: Database,
  actorId: string,
  form: DeleteItemForm,
  now: Date,
): Promise<EditOutcome> {
  return refusedAsOutcome(() =>
    db.transaction(async (tx) => {
      await deleteShown(tx, footerColumns, form);
      await audit(tx, actorId, "site.footer_column_deleted", { kind: "footer_column", id: form.id }, now);
    }),
  );
}

/**
 * Moves one footer column a place up or down in the order the staff member saw. Every column's version
 * is checked: if anyone changed or reordered a column since, nothing is written.
 */
export async function moveFooterColumn(
  db: Database,
  actorId: string,
  form: FooterMoveForm,
  now: Date,
): Promise<EditOutcome> {
  const order = form.shown.map((item) => item.id);
  const at = order.indexOf(form.id);
  const to = form.direction === "up" ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length)
    return { kind: "invalid", errors: { form: "SITE_ADMIN_ERROR_FORM" } };
  const moved = [...order];
  [moved[at], moved[to]] = [order[to] ?? 0, order[at] ?? 0];
  return refusedAsOutcome(() =>
    db.transaction(async (tx) => {
      const current = await tx.select({ id: footerColumns.id }).from(footerColumns);
      if (current.length !== form.shown.length) throw new EditRefused({ kind: "conflict" });
      for (const [index, id] of moved.entries()) {
        const version = form.shown.find((item) => item.id === id)?.version ?? 0;
        const updated = await tx
          .update(footerColumns)
          .set({ sort: index + 1, version: sql`${footerColumns.version} + 1` })
          .where(and(eq(footerColumns.id, id), eq(footerColumns.version, version)))
          .returning({ id: footerColumns.id });
        if (updated.length === 0) throw new EditRefused({ kind: "conflict" });
      }
      await audit(tx, actorId, "site.footer_reordered", { kind: "footer_column", id: form.id }, now);
    }),
  );
}

/**
 * The next free id of a table whose ids are not generated (they are the agency software's in the import);
 * of two staff members adding at the same moment, the later one meets the id's unique key and is told
 * someone else changed the list.
 */
async function nextId(tx: Tx, table: EditedList): Promise<number> {
  const [next] = await tx.select({ id: sql<number>`coalesce(max(${table.id}), 0) + 1` }).from(table);
  return Number(next?.id ?? 1);
}

/** Deletes the row at the version the staff member saw: 409 if it changed since, 404 if it is gone. */
async function deleteShown(tx: Tx, table: EditedList, form: DeleteItemForm) {
  const deleted = await tx
    .delete(table)
    .where(and(eq(table.id, form.id), eq(table.version, form.version)))
    .returning({ id: table.id });
  await refuseUnlessUpdated(tx, deleted.length, table, form.id);
}

async function refuseUnlessUpdated(tx: Tx, updated: number, table: EditedList, id: number): Promise<void> {
  if (updated > 0) return;
  const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  throw new EditRefused({ kind: exists ? "conflict" : "gone" });
}
