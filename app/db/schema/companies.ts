import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { type OpeningHours, type SocialMedia, WEEKDAYS, type Weekday } from "../../schemas/site-content";
import { EMPTY_SITE_PROFILE, type SiteProfile } from "../../schemas/site-profile";
import { user } from "./auth";
import { idColumn, timestampDefaultNow } from "./columns";

export { type OpeningHours, type SocialMedia, WEEKDAYS, type Weekday };

export type ExistingWebsite = { url: string; title: string; description: string };
export type WebsiteContent = {
  title: string;
  subtitle: string;
  content: string;
  processedContent: { title: string; subtitle: string; content: string };
};

export const companies = pgTable(
  "companies",
  {
    id: idColumn(),
    cvr: varchar("cvr", { length: 8 }).notNull().unique(),
    name: text("name").notNull(),
    address: text("address").notNull().default(""),
    zipcode: text("zipcode").notNull().default(""),
    city: text("city").notNull().default(""),
    /** The login e-mail (lower-cased); the owner is the user with this e-mail. */
    companyEmail: text("company_email").notNull().unique(),
    ownerUserId: text("owner_user_id")
      .unique()
      .references(() => user.id, { onDelete: "set null" }),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    /** Storage key of the logo image, or null. */
    logo: text("logo"),
    hours: jsonb("hours").$type<OpeningHours>().notNull(),
    showHours: boolean("show_hours").notNull().default(true),
    subdomain: varchar("subdomain", { length: 63 }).notNull().unique(),
    /** Own domain as a lower-case punycode host (no scheme); unique among verified domains (index below). */
    customDomain: text("custom_domain"),
    customDomainVerifiedAt: timestamp("custom_domain_verified_at", { withTimezone: true }),
    domainVerificationToken: text("domain_verification_token").notNull(),
    existingWebsite: jsonb("existing_website").$type<ExistingWebsite | null>(),
    industryCode: integer("industry_code"),
    industryDesc: text("industry_desc").notNull().default(""),
    companyDesc: text("company_desc").notNull().default(""),
    startDate: date("start_date"),
    employees: integer("employees"),
    websiteContent: jsonb("website_content").$type<WebsiteContent>(),
    /** Issue 22: the homepage's intro, service cards, selling points, work photos and owner. */
    profile: jsonb("profile").$type<SiteProfile>().notNull().default(EMPTY_SITE_PROFILE),
    socialMedia: jsonb("social_media")
      .$type<SocialMedia>()
      .notNull()
      .default({ facebook: "", instagram: "", linkedin: "", tiktok: "" }),
    status: text("status").notNull().default("active"),
    planType: text("plan_type").notNull().default("Free"),
    planStatus: text("plan_status").notNull().default("active"),
    trialStartDate: timestampDefaultNow("trial_start_date"),
    trialEndDate: timestamp("trial_end_date", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '90 days'`),
    theme: text("theme").notNull().default("amber"),
    /** "Vis tilbudsformular": the "Få et tilbud" form on the site (issue 10). */
    quoteFormEnabled: boolean("quote_form_enabled").notNull().default(true),
    /** Quote requests are deleted this many months after their last change (3, 6, 12 or 24). */
    quoteRetentionMonths: integer("quote_retention_months").notNull().default(12),
    /** The owner gets the monthly report mail on the 1st (opt-out by link or in settings). */
    monthlyReportEnabled: boolean("monthly_report_enabled").notNull().default(true),
    /**
     * Issue 27: when the owner proved the CVR number is theirs (code to the register's e-mail or mobile,
     * or MitID Erhverv). Null: the site is live but noindex, not among recent sites, no own domain.
     */
    ownershipVerifiedAt: timestamp("ownership_verified_at", { withTimezone: true }),
    /** Bumped by every edit of the site (company, pages, images) in the same transaction: the cache key. */
    version: integer("version").notNull().default(1),
    createdAt: timestampDefaultNow("created_at"),
    updatedAt: timestampDefaultNow("updated_at"),
  },
  (table) => [
    index("companies_created_at_idx").on(table.createdAt),
    uniqueIndex("companies_verified_domain_idx")
      .on(table.customDomain)
      .where(sql`${table.customDomainVerifiedAt} is not null`),
  ],
);

/** AI generations per company and local (Europe/Copenhagen) day; the cap is enforced by an upsert. */
export const aiUsage = pgTable(
  "ai_usage",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day] })],
);
