/** The home page's data: written in Node by site/plugins/home-page/index.ts, read by src/pages/index.tsx. */

/** A link to a docs page of the latest release. */
export type HomeLink = {title: string; to: string};

/** A card of src/components/CardGrid: a link with a line of description and an icon, a symbol of
 * static/img/home-icons.svg (none in an offline copy, which cannot read that file from disk). */
export type CardItem = HomeLink & {description: string; icon?: string};

export type HomeData = {
  /** The latest release: `released` and `brings` (its `announcement`) from its notes' front matter. */
  latest: {
    version: string;
    released: string;
    brings: string;
    notes: string;
    /** The generated page of what changed from the release before it, if any. */
    changes?: {from: string; path: string};
    /** The pages it adds to the docs, its own notes aside. */
    pages: HomeLink[];
  };
  /** The popular tasks of shared/data/home.json, each on its page in the latest release. */
  tasks: HomeLink[];
  /** The sections of the latest release, in sidebar order: their cards. */
  sections: (CardItem & {icon: string})[];
};
