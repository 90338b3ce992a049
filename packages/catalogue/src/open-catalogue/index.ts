export {
  createOpenCatalogue,
  type CatalogueResponse,
  type OpenCatalogue,
  type OpenCatalogueOptions,
} from "./create-open-catalogue";
