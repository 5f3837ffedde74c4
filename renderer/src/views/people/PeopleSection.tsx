// A titled part of a player card or team page: a section named by its own heading, so a screen
// reader lists it by that title.

import type { ReactNode } from 'react';

export function PeopleSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="people__section" aria-labelledby={id}>
      <h2 id={id} className="people__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}
