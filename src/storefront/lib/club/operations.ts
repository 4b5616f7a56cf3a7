/**
 * The membership club's operations the member pages send (src/commerce/modules/club/schema.graphql):
 * every customer field answers only the member's own token. Types come from codegen.
 */
import { MONEY } from '../api/fragments.ts';
import { graphql } from '../api/graphql.ts';

/** The small summary of the account overview: level and points. */
export const MEMBER_SUMMARY = graphql(`
  query MemberSummary {
    customer {
      membership {
        level {
          name
          code
        }
      }
      reward_points {
        balance {
          points
        }
      }
    }
  }
`);

export const MEMBER_LEVEL_FIELDS = /* GraphQL */ `
  fragment MemberLevelFields on MemberLevel {
    level
    code
    name
    benefits
    conditions
    min_spend_12_months {
      ...MoneyFields
    }
  }
`;

export const MEMBER_CENTRE = graphql(
  `
    query MemberCentre {
      customer {
        firstname
        lastname
        membership {
          level {
            ...MemberLevelFields
          }
          progress {
            spent_12_months {
              ...MoneyFields
            }
            next_level {
              ...MemberLevelFields
            }
            remaining {
              ...MoneyFields
            }
          }
          card_number
          card_qr_svg
        }
        reward_points {
          balance {
            points
          }
        }
      }
      memberLevels {
        ...MemberLevelFields
      }
    }
  `,
  MEMBER_LEVEL_FIELDS,
  MONEY,
);

export const POINTS_RECORD = graphql(`
  query PointsRecord($pageSize: Int!, $currentPage: Int!) {
    customer {
      reward_points {
        balance {
          points
        }
      }
      points_record(pageSize: $pageSize, currentPage: $currentPage) {
        items {
          id
          kind
          points_change
          balance
          change_reason
          date
          expires_at
          order_number
        }
        page_info {
          current_page
          total_pages
        }
        total_count
      }
    }
  }
`);

const MEMBER_COUPON_FIELDS = /* GraphQL */ `
  fragment MemberCouponFields on MemberCoupon {
    code
    name
    release_date
    valid_until
    channel
    status
    used_at
  }
`;

export const REWARDS_PAGE = graphql(
  `
    query RewardsPage($status: MemberCouponStatus!) {
      customer {
        reward_points {
          balance {
            points
          }
        }
        coupons(status: $status) {
          ...MemberCouponFields
        }
        reward_exchanges {
          id
          points_spent
          status
          delivery_time
          created_at
          reward {
            name
            type
          }
          coupon {
            code
          }
        }
      }
      rewardCatalogue {
        id
        type
        name
        description
        points
        delivery_time
        coupon_valid_days
        coupon_channel
        in_stock
      }
    }
  `,
  MEMBER_COUPON_FIELDS,
);

export const EXCHANGE_REWARD = graphql(`
  mutation ExchangeReward($rewardId: Int!) {
    exchangeReward(reward_id: $rewardId) {
      points_balance
      exchange {
        id
      }
    }
  }
`);

export const ASIA_MILES_PAGE = graphql(`
  query AsiaMilesPage {
    customer {
      firstname
      lastname
      reward_points {
        balance {
          points
        }
      }
      asia_miles_exchanges {
        id
        miles
        points_spent
        asia_miles_number
        name
        status
        created_at
        decided_at
      }
    }
    asiaMilesOptions {
      miles
      points
    }
  }
`);

export const EXCHANGE_ASIA_MILES = graphql(`
  mutation ExchangeAsiaMiles($input: AsiaMilesExchangeInput!) {
    exchangeAsiaMiles(input: $input) {
      points_balance
      exchange {
        id
        status
      }
    }
  }
`);
