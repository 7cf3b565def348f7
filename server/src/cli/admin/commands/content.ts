import { crud, type CommandGroup } from '../command';

export const group: CommandGroup = {
  title: '内容（editor）',
  help: [
    'banners|notices|promotion-types|articles list [字段=值…] | show <id> | add 字段=值… | update <id> 字段=值… | remove <id>',
  ],
  commands: {
    banners: crud('banners'),
    notices: crud('notices'),
    'promotion-types': crud('promotion-types'),
    articles: crud('articles'),
  },
};
