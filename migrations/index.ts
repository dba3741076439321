import * as migration_20261122_201318_initial from './20261122_201318_initial';
import * as migration_20261123_215800_catalogue_tables from './20261123_215800_catalogue_tables';
import * as migration_20261123_215900_seed_content from './20261123_215900_seed_content';
import * as migration_20261124_002141_lead_notification_jobs from './20261124_002141_lead_notification_jobs';
import * as migration_20261124_002510_users_without_account_lock from './20261124_002510_users_without_account_lock';
import * as migration_20261124_003000_galvanized_catalogue from './20261124_003000_galvanized_catalogue';
import * as migration_20261124_004148_lead_desk from './20261124_004148_lead_desk';
import * as migration_20261124_004231_unit_lifecycle_and_financing from './20261124_004231_unit_lifecycle_and_financing';
import * as migration_20261124_004532_inventory_transfers from './20261124_004532_inventory_transfers';
import * as migration_20261126_063317_unique_unit_identifiers from './20261126_063317_unique_unit_identifiers';
import * as migration_20261126_094543_staff_take_leads from './20261126_094543_staff_take_leads';
import * as migration_20261126_104803_aging from './20261126_104803_aging';
import * as migration_20261126_104912_aging_backfill from './20261126_104912_aging_backfill';
import * as migration_20261126_112858_lead_routing from './20261126_112858_lead_routing';
import * as migration_20261126_112959_lead_rotation_turn from './20261126_112959_lead_rotation_turn';
import * as migration_20261126_113351_alerts from './20261126_113351_alerts';
import * as migration_20261127_085158_media_library from './20261127_085158_media_library';
import * as migration_20261127_085350_lead_deletions from './20261127_085350_lead_deletions';
import * as migration_20261127_091100_home_search_listing_columns from './20261127_091100_home_search_listing_columns';
import * as migration_20261127_091217_drafts_and_history from './20261127_091217_drafts_and_history';
import * as migration_20261127_091300_home_search_listing_versions from './20261127_091300_home_search_listing_versions';
import * as migration_20261127_100701_seo_and_redirects from './20261127_100701_seo_and_redirects';
import * as migration_20261127_235644_lead_kinds from './20261127_235644_lead_kinds';
import * as migration_20261128_000125_lead_kind_details from './20261128_000125_lead_kind_details';
import * as migration_20261128_001040_service_bookings from './20261128_001040_service_bookings';
import * as migration_20261128_001211_texting from './20261128_001211_texting';
import * as migration_20261128_035708_text_reply_per_kind from './20261128_035708_text_reply_per_kind';
import * as migration_20261128_040631_lead_text_waiting from './20261128_040631_lead_text_waiting';
import * as migration_20261128_113033_home_search_listing from './20261128_113033_home_search_listing';
import * as migration_20261129_012146_lead_photos from './20261129_012146_lead_photos';
import * as migration_20261129_012200_lead_photos_move from './20261129_012200_lead_photos_move';
import * as migration_20261129_012209_automatic_text_budgets_review_period from './20261129_012209_automatic_text_budgets_review_period';
import * as migration_20261129_012224_text_consent_records from './20261129_012224_text_consent_records';
import * as migration_20261129_022317_issue_50_schema_snapshot from './20261129_022317_issue_50_schema_snapshot';
import * as migration_20261129_161347_tip_picture_and_default_cta from './20261129_161347_tip_picture_and_default_cta';
import * as migration_20261129_191943_redirects_trash_and_home_texts from './20261129_191943_redirects_trash_and_home_texts';
import * as migration_20261129_225859_price_and_fees from './20261129_225859_price_and_fees';
import * as migration_20261130_060359_online_reservations from './20261130_060359_online_reservations';
import * as migration_20261130_064722_privacy_notice_and_retention from './20261130_064722_privacy_notice_and_retention';
import * as migration_20261130_094702_privacy_requests from './20261130_094702_privacy_requests';
import * as migration_20261130_105344_sold_at_index from './20261130_105344_sold_at_index';
import * as migration_20261130_130526_monday_report from './20261130_130526_monday_report';
import * as migration_20261130_132351_report_figures from './20261130_132351_report_figures';
import * as migration_20261130_141632_privacy_phone from './20261130_141632_privacy_phone';
import * as migration_20261130_235920_privacy_request_title from './20261130_235920_privacy_request_title';
import * as migration_99999999_999999_load_content from './99999999_999999_load_content';

export const migrations = [
  {
    up: migration_20261122_201318_initial.up,
    down: migration_20261122_201318_initial.down,
    name: '20261122_201318_initial',
  },
  {
    up: migration_20261123_215800_catalogue_tables.up,
    down: migration_20261123_215800_catalogue_tables.down,
    name: '20261123_215800_catalogue_tables',
  },
  {
    up: migration_20261123_215900_seed_content.up,
    down: migration_20261123_215900_seed_content.down,
    name: '20261123_215900_seed_content',
  },
  {
    up: migration_20261124_002141_lead_notification_jobs.up,
    down: migration_20261124_002141_lead_notification_jobs.down,
    name: '20261124_002141_lead_notification_jobs',
  },
  {
    up: migration_20261124_002510_users_without_account_lock.up,
    down: migration_20261124_002510_users_without_account_lock.down,
    name: '20261124_002510_users_without_account_lock',
  },
  {
    up: migration_20261124_003000_galvanized_catalogue.up,
    down: migration_20261124_003000_galvanized_catalogue.down,
    name: '20261124_003000_galvanized_catalogue',
  },
  {
    up: migration_20261124_004148_lead_desk.up,
    down: migration_20261124_004148_lead_desk.down,
    name: '20261124_004148_lead_desk',
  },
  {
    up: migration_20261124_004231_unit_lifecycle_and_financing.up,
    down: migration_20261124_004231_unit_lifecycle_and_financing.down,
    name: '20261124_004231_unit_lifecycle_and_financing',
  },
  {
    up: migration_20261124_004532_inventory_transfers.up,
    down: migration_20261124_004532_inventory_transfers.down,
    name: '20261124_004532_inventory_transfers',
  },
  {
    up: migration_20261126_063317_unique_unit_identifiers.up,
    down: migration_20261126_063317_unique_unit_identifiers.down,
    name: '20261126_063317_unique_unit_identifiers',
  },
  {
    up: migration_20261126_094543_staff_take_leads.up,
    down: migration_20261126_094543_staff_take_leads.down,
    name: '20261126_094543_staff_take_leads',
  },
  {
    up: migration_20261126_104803_aging.up,
    down: migration_20261126_104803_aging.down,
    name: '20261126_104803_aging',
  },
  {
    up: migration_20261126_104912_aging_backfill.up,
    down: migration_20261126_104912_aging_backfill.down,
    name: '20261126_104912_aging_backfill',
  },
  {
    up: migration_20261126_112858_lead_routing.up,
    down: migration_20261126_112858_lead_routing.down,
    name: '20261126_112858_lead_routing',
  },
  {
    up: migration_20261126_112959_lead_rotation_turn.up,
    down: migration_20261126_112959_lead_rotation_turn.down,
    name: '20261126_112959_lead_rotation_turn',
  },
  {
    up: migration_20261126_113351_alerts.up,
    down: migration_20261126_113351_alerts.down,
    name: '20261126_113351_alerts',
  },
  {
    up: migration_20261127_085158_media_library.up,
    down: migration_20261127_085158_media_library.down,
    name: '20261127_085158_media_library',
  },
  {
    up: migration_20261127_085350_lead_deletions.up,
    down: migration_20261127_085350_lead_deletions.down,
    name: '20261127_085350_lead_deletions',
  },
  {
    up: migration_20261127_091100_home_search_listing_columns.up,
    down: migration_20261127_091100_home_search_listing_columns.down,
    name: '20261127_091100_home_search_listing_columns',
  },
  {
    up: migration_20261127_091217_drafts_and_history.up,
    down: migration_20261127_091217_drafts_and_history.down,
    name: '20261127_091217_drafts_and_history',
  },
  {
    up: migration_20261127_091300_home_search_listing_versions.up,
    down: migration_20261127_091300_home_search_listing_versions.down,
    name: '20261127_091300_home_search_listing_versions',
  },
  {
    up: migration_20261127_100701_seo_and_redirects.up,
    down: migration_20261127_100701_seo_and_redirects.down,
    name: '20261127_100701_seo_and_redirects',
  },
  {
    up: migration_20261127_235644_lead_kinds.up,
    down: migration_20261127_235644_lead_kinds.down,
    name: '20261127_235644_lead_kinds',
  },
  {
    up: migration_20261128_000125_lead_kind_details.up,
    down: migration_20261128_000125_lead_kind_details.down,
    name: '20261128_000125_lead_kind_details',
  },
  {
    up: migration_20261128_001040_service_bookings.up,
    down: migration_20261128_001040_service_bookings.down,
    name: '20261128_001040_service_bookings',
  },
  {
    up: migration_20261128_001211_texting.up,
    down: migration_20261128_001211_texting.down,
    name: '20261128_001211_texting',
  },
  {
    up: migration_20261128_035708_text_reply_per_kind.up,
    down: migration_20261128_035708_text_reply_per_kind.down,
    name: '20261128_035708_text_reply_per_kind',
  },
  {
    up: migration_20261128_040631_lead_text_waiting.up,
    down: migration_20261128_040631_lead_text_waiting.down,
    name: '20261128_040631_lead_text_waiting',
  },
  {
    up: migration_20261128_113033_home_search_listing.up,
    down: migration_20261128_113033_home_search_listing.down,
    name: '20261128_113033_home_search_listing',
  },
  {
    up: migration_20261129_012146_lead_photos.up,
    down: migration_20261129_012146_lead_photos.down,
    name: '20261129_012146_lead_photos',
  },
  {
    up: migration_20261129_012200_lead_photos_move.up,
    down: migration_20261129_012200_lead_photos_move.down,
    name: '20261129_012200_lead_photos_move',
  },
  {
    up: migration_20261129_012209_automatic_text_budgets_review_period.up,
    down: migration_20261129_012209_automatic_text_budgets_review_period.down,
    name: '20261129_012209_automatic_text_budgets_review_period',
  },
  {
    up: migration_20261129_012224_text_consent_records.up,
    down: migration_20261129_012224_text_consent_records.down,
    name: '20261129_012224_text_consent_records',
  },
  {
    up: migration_20261129_022317_issue_50_schema_snapshot.up,
    down: migration_20261129_022317_issue_50_schema_snapshot.down,
    name: '20261129_022317_issue_50_schema_snapshot',
  },
  {
    up: migration_20261129_161347_tip_picture_and_default_cta.up,
    down: migration_20261129_161347_tip_picture_and_default_cta.down,
    name: '20261129_161347_tip_picture_and_default_cta',
  },
  {
    up: migration_20261129_191943_redirects_trash_and_home_texts.up,
    down: migration_20261129_191943_redirects_trash_and_home_texts.down,
    name: '20261129_191943_redirects_trash_and_home_texts',
  },
  {
    up: migration_20261129_225859_price_and_fees.up,
    down: migration_20261129_225859_price_and_fees.down,
    name: '20261129_225859_price_and_fees',
  },
  {
    up: migration_20261130_060359_online_reservations.up,
    down: migration_20261130_060359_online_reservations.down,
    name: '20261130_060359_online_reservations',
  },
  {
    up: migration_20261130_064722_privacy_notice_and_retention.up,
    down: migration_20261130_064722_privacy_notice_and_retention.down,
    name: '20261130_064722_privacy_notice_and_retention',
  },
  {
    up: migration_20261130_094702_privacy_requests.up,
    down: migration_20261130_094702_privacy_requests.down,
    name: '20261130_094702_privacy_requests',
  },
  {
    up: migration_20261130_105344_sold_at_index.up,
    down: migration_20261130_105344_sold_at_index.down,
    name: '20261130_105344_sold_at_index',
  },
  {
    up: migration_20261130_130526_monday_report.up,
    down: migration_20261130_130526_monday_report.down,
    name: '20261130_130526_monday_report',
  },
  {
    up: migration_20261130_132351_report_figures.up,
    down: migration_20261130_132351_report_figures.down,
    name: '20261130_132351_report_figures',
  },
  {
    up: migration_20261130_141632_privacy_phone.up,
    down: migration_20261130_141632_privacy_phone.down,
    name: '20261130_141632_privacy_phone',
  },
  {
    up: migration_20261130_235920_privacy_request_title.up,
    down: migration_20261130_235920_privacy_request_title.down,
    name: '20261130_235920_privacy_request_title',
  },
  {
    up: migration_99999999_999999_load_content.up,
    down: migration_99999999_999999_load_content.down,
    name: '99999999_999999_load_content'
  },
];
