import type { ReactNode } from "react";
import { BackToHome } from "@/web/components/back-to-home";
import { usePublicConfig } from "@/web/lib/public-config";

export interface Section {
  heading: string;
  body: ReactNode;
}

/** Shared frame of Terms, Privacy and Beta Status: readable measure, numbered sections, contact. */
export function StaticPage({
  title,
  intro,
  updated,
  sections,
}: {
  title: string;
  intro: ReactNode;
  updated?: string;
  sections: Section[];
}) {
  return (
    <article className="page-gutter mx-auto max-w-3xl py-10 sm:py-14">
      <BackToHome className="mb-6" />
      <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
      {updated ? <p className="mt-2 text-sm text-fg-muted">Last updated {updated}</p> : null}
      <div className="mt-6 text-base leading-relaxed text-fg-secondary">{intro}</div>
      <ol className="mt-10 space-y-9">
        {sections.map((s, i) => (
          <li key={s.heading}>
            <section aria-labelledby={`section-${i}`}>
              <h2 id={`section-${i}`} className="text-xl font-semibold text-fg">
                <span className="mr-2 tabular-nums text-fg-muted">{i + 1}.</span>
                {s.heading}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-fg-secondary [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-2 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
                {s.body}
              </div>
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}

/** The contact line every static page ends with. */
export function ContactLine() {
  const { contact_email, community_url } = usePublicConfig();
  return (
    <p>
      Write to us at <a href={`mailto:${contact_email}`}>{contact_email}</a> or find the team in our{" "}
      <a href={community_url} target="_blank" rel="noreferrer">
        community chat
      </a>
      . We read everything and usually answer within two working days.
    </p>
  );
}
