import type { ScreenMeta } from '../../../lib/screen';
import type { PostbackLinks, PostbackSide } from '../api/postback-side';

/** What the app gives every postback screen: its side, its route-table meta and the paths. */
export type PostbackScreenProps = { side: PostbackSide; screen: ScreenMeta; links: PostbackLinks };
