/**
 * The demo catalog: every product family, in a fixed order (gift sets last, as they group pieces
 * added before them). Each family draws from its own random stream.
 */
import type { SeededRandom } from '../random.ts';
import { CatalogBuilder } from './catalogBuilder.ts';
import { addCustomMade } from './customMade.ts';
import { addDiamondJewellery } from './diamondJewellery.ts';
import { addFashionJewellery } from './fashionJewellery.ts';
import { addGiftsAndServices } from './giftsAndServices.ts';
import { addGoldJewellery } from './goldJewellery.ts';
import { addWeddingRings } from './weddingRings.ts';

export function buildDemoCatalog(random: SeededRandom): CatalogBuilder {
  const catalog = new CatalogBuilder(random.fork('catalog'));
  addDiamondJewellery(catalog, random.fork('diamond-jewellery'));
  addWeddingRings(catalog, random.fork('wedding-rings'));
  addGoldJewellery(catalog, random.fork('gold-jewellery'));
  addFashionJewellery(catalog, random.fork('fashion-jewellery'));
  addCustomMade(catalog, random.fork('custom-made'));
  addGiftsAndServices(catalog, random.fork('gifts-and-services'));
  return catalog;
}
