// The help feature's public surface: what the help centre, the help articles and the terms pages use.
export { useArticle } from './api/post-article';
export { HELP_ARTICLES, HELP_TITLES, helpArticleOf, TERMS_PAGES, termsPageOf } from './articles';
export { ArticleView } from './components/article-view';
export { HelpHero } from './components/help-hero';
