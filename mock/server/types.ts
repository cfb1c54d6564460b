/**
 * The data server's view of the contract: every type comes from the openapi-typescript output in
 * generated/, so a change of openapi/*.yaml breaks the compile of the mock as it breaks the app's.
 */
import type { components as AppComponents, paths as AppPaths } from '../../generated/app/paths';
import type { components as AssistantComponents, paths as AssistantPaths } from '../../generated/assistant/paths';
import type { paths as PortalPaths } from '../../generated/portal/paths';

type AppSchemas = AppComponents['schemas'];
type AssistantSchemas = AssistantComponents['schemas'];

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type Installation = AppSchemas['Installation'];
export type InstallationFilter = AppSchemas['InstallationFilter'];
export type SortField = AppSchemas['SortField'];
export type SortDirection = AppSchemas['SortDirection'];
export type SearchRequest = Json<AppPaths['/api/ippcInstallations']['post']['requestBody']>;
export type SearchResult = Json<AppPaths['/api/ippcInstallations']['post']['responses'][200]>;
export type GisResult = Json<AppPaths['/api/ippcInstallations/gis']['post']['responses'][200]>;
export type BranchStatsQuery = NonNullable<AppPaths['/api/ippcInstallations/branchenStats']['get']['parameters']['query']>;
export type BranchStatsResult = Json<AppPaths['/api/ippcInstallations/branchenStats']['get']['responses'][200]>;
export type LastUpdateResult = Json<AppPaths['/api/ippcInstallations/lastUpdate']['get']['responses'][200]>;
export type OpenDataFormat = AppSchemas['OpenDataFormat'];
export type OpenDataFeatureCollection = AppSchemas['OpenDataFeatureCollection'];
export type UserTask = Json<AppPaths['/api/ippcInstallations/excel']['post']['responses'][202]>;
export type UserTaskList = Json<AppPaths['/api/user-tasks']['get']['responses'][200]>;
export type ErrorBody = AppSchemas['ErrorBody'];
export type AuthUser = Json<AppPaths['/api/auth/user']['get']['responses'][200]>;
export type UserInfo = Json<AppPaths['/api/auth/userInfo']['get']['responses'][200]>;
export type EnvInfo = Json<AppPaths['/api/env']['get']['responses'][200]>;
export type EnvironmentKind = AppSchemas['EnvironmentKind'];
export type ServerTime = Json<AppPaths['/api/time']['get']['responses'][200]>;
export type LogEntry = AppSchemas['LogEntry'];
export type RegistrationCheck = Json<AppPaths['/api/auth/isRegisteredForIppcInstallation/{id}']['get']['responses'][200]>;
export type BvtList = Json<AppPaths['/api/bvt/list']['get']['responses'][200]>;
export type BvtCreatedDocument = Json<AppPaths['/api/bvt/createDocument']['get']['responses'][200]>;
export type ConfigValue = AppSchemas['ConfigValue'];
export type FilterMetadata = Json<AppPaths['/api/filter/metadata']['get']['responses'][200]>;
export type UiTemplateList = Json<AppPaths['/api/uitemplate/']['get']['responses'][200]>;
export type UiTemplate = Json<AppPaths['/api/uitemplate/{id}']['get']['responses'][200]>;

export type UserApps = Json<PortalPaths['/api/userApps']['get']['responses'][200]>;
export type UserSettingList = Json<PortalPaths['/api/userSettings/{group}']['get']['responses'][200]>;

export type RedaList = Json<AssistantPaths['/api/redalists/provinces']['get']['responses'][200]>;
export type TaskReference = Json<AssistantPaths['/api/assistant/dmsCall']['post']['responses'][202]>;
export type DmsTaskResult = Json<AssistantPaths['/api/qt/dms/result']['post']['responses'][200]>;
export type EbbTaskResult = Json<AssistantPaths['/api/qt/ebbAssistant/result']['post']['responses'][200]>;
export type SearchAssistantTaskResult = Json<AssistantPaths['/api/qt/searchAssistant/result']['post']['responses'][200]>;
export type DmsSearchRequest = Json<AssistantPaths['/api/assistant/dmsCall']['post']['requestBody']>;
export type EbbCallRequest = Json<AssistantPaths['/api/assistant/ebbCall']['post']['requestBody']>;
export type RegisteredSearchRequest = Json<AssistantPaths['/api/assistant/searchRegistered']['post']['requestBody']>;
export type RegistrationCheckRequest = Json<AssistantPaths['/api/assistant/registered']['post']['requestBody']>;
export type RegistrationCheckResult = Json<AssistantPaths['/api/assistant/registered']['post']['responses'][200]>;
export type SiteLookupRequest = Json<AssistantPaths['/api/assistant/site']['post']['requestBody']>;
export type SiteList = Json<AssistantPaths['/api/assistant/site']['post']['responses'][200]>;
export type PostCodeCityList = Json<AssistantPaths['/api/assistant/searchPostCodeCity']['get']['responses'][200]>;
export type DmsContainerList = Json<AssistantPaths['/api/assistant/dmsContainer']['get']['responses'][200]>;
export type DmsContainer = AssistantSchemas['DmsContainer'];
export type DmsContainerSaveRequest = Json<AssistantPaths['/api/assistant/dmsContainer']['post']['requestBody']>;
export type DmsDocument = AssistantSchemas['DmsDocument'];
export type DocumentType = AssistantSchemas['DocumentType'];
export type DocumentTypeBatchRequest = Json<AssistantPaths['/api/assistant/dmsContainer/batch/resolveDocumentType']['post']['requestBody']>;
export type UserGroupMembership = AssistantSchemas['UserGroupMembership'];
