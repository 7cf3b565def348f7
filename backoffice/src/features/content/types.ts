/** The back office's content rows as `GET /admin/api/<list>` answers them (server/src/plugins/app/content/resources.ts). */

/** A picture of a carousel: `type` 2 is the home page's (`/api/bannerList`). */
export interface Banner {
  id: number;
  src: string;
  type: number;
  sort: number;
  enabled: boolean;
  created_at: string;
}

export type NoticeKind = 'home' | 'inbox';

/** 'home': a plain line of the home page's announcements; 'inbox': a titled HTML message, for every player or one. */
export interface Notice {
  id: number;
  kind: NoticeKind;
  title: string;
  content: string;
  user_id: number | null;
  sort: number;
  enabled: boolean;
  created_at: string;
}

/** A help-centre or legal article, keyed by slug (the phone asks by slug, see ARTICLE_PLACES). */
export interface Article {
  id: number;
  slug: string;
  title: string;
  content: string;
  updated_at: string;
}

export type BannerBody = Partial<Pick<Banner, 'src' | 'type' | 'sort' | 'enabled'>>;
export type NoticeBody = Partial<Pick<Notice, 'kind' | 'title' | 'content' | 'user_id' | 'sort' | 'enabled'>>;
export type ArticleBody = Partial<Pick<Article, 'slug' | 'title' | 'content'>>;
