import type { SeedItem, SeedType } from "../types";
import { items as news } from "./news";
import { items as publicHealth } from "./public-health";
import { items as scientificLibrary } from "./scientific-library";
import { items as blog } from "./blog";
import { items as video } from "./video";
import { items as ownVideos } from "./video-own";
import { items as event } from "./event";
import { items as resource } from "./resource";
import { items as education } from "./education";
import { items as community } from "./community";
import { items as product } from "./product";
import { items as directory } from "./directory";

export const content: Record<SeedType, SeedItem[]> = {
  NEWS: news,
  PUBLIC_HEALTH: publicHealth,
  SCIENTIFIC_LIBRARY: scientificLibrary,
  VIDEO: [...ownVideos, ...video],
  EVENT: event,
  RESOURCE: resource,
  PRODUCT: product,
  DIRECTORY: directory,
  BLOG: blog,
  EDUCATION: education,
  COMMUNITY: community,
};
