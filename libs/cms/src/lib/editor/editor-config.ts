import { createContext, useContext } from 'react';
import { cmsEndpoints, richTextLimits, type EditorConfig } from '@phc/api-contract';

/** Until `GET /api/v1/admin/froala` answers, the contract's own limits (the server enforces them anyway). */
export const defaultEditorConfig: EditorConfig = {
  imageUploadUrl: cmsEndpoints.upload.path,
  imageMaxSize: richTextLimits.maxUploadBytes,
  fileMaxSize: richTextLimits.maxUploadBytes,
  paragraphStyles: [...richTextLimits.paragraphStyles],
  allowedTags: [],
};

export const EditorConfigContext = createContext<EditorConfig>(defaultEditorConfig);

export const useEditorConfig = () => useContext(EditorConfigContext);
