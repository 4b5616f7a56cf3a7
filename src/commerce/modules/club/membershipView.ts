import type { View } from '../../core/views.ts';
import type { Membership } from '../../graphql/generated/schemaTypes.ts';
import type { MemberCard } from './memberCard.ts';

/** A member's standing as resolvers hand it on: the card's picture is drawn only when asked for. */
export type MembershipView = View<Membership, 'card_qr_svg', { card: MemberCard }>;
