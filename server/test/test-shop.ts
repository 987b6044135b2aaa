/** The shop the server tests seed: the real demo shop (fixture-shop.ts is a smaller stand-in for quick experiments). */
import { demoShop } from '../db/demo/shop';

export const testShop = demoShop;
