import { need } from '../args';
import { crud, enc, type CommandGroup, type Handler } from '../command';
import { UsageError } from '../errors';

/** games: the lobby's games (CRUD, hide/show by app_state, sort). */
const games: Handler = async (ctx, sub, rest) => {
  switch (sub) {
    case 'hide':
    case 'show':
      need(rest, 1, `games ${sub} <id>`);
      return ctx.show('PATCH', `/admin/api/games/${enc(rest[0])}`, { app_state: sub === 'show' ? 1 : 0 });
    case 'sort':
      need(rest, 2, 'games sort <id> <序号>');
      if (!/^\d{1,7}$/.test(rest[1])) throw new UsageError('序号必须是 0 到 1000000 之间的整数');
      return ctx.show('PATCH', `/admin/api/games/${enc(rest[0])}`, { sort: Number(rest[1]) });
    default:
      return crud('games')(ctx, sub, rest);
  }
};

/** game-categories: the six categories with their game counts; hide or show a whole category. */
const categories: Handler = async (ctx, sub, rest) => {
  switch (sub) {
    case 'list':
      return ctx.show('GET', '/admin/api/game-categories');
    case 'hide':
    case 'show':
      need(rest, 1, `game-categories ${sub} <realbet|sport|gaming|joker|concise|lottery>`);
      return ctx.show('PATCH', `/admin/api/game-categories/${enc(rest[0])}`, { app_state: sub === 'show' ? 1 : 0 });
    default:
      throw new UsageError('game-categories 的子命令: list | hide <分类> | show <分类>');
  }
};

export const group: CommandGroup = {
  title: '游戏与分类（editor）',
  help: [
    'games list [category=realbet] [catecode=pp] | show <id> | add 字段=值… | update <id> 字段=值… | remove <id>',
    '      add 例: games add category_id=concise platform_name=pp catecode=pp game_code=pp_new name=新游戏',
    'games hide <id> | show <id>                    隐藏或显示（app_state 0/1）',
    'games sort <id> <序号>                         排序（小的在前）',
    'game-categories list | hide <分类> | show <分类>  六个分类及其游戏数；整类隐藏或显示',
  ],
  commands: { games, 'game-categories': categories },
};
