// The preload of the popover window (sandboxed, context-isolated): exposes window.scoretray and
// nothing else.

import { contextBridge, ipcRenderer } from 'electron';
import { createScoretrayApi } from './scoretray-bridge';

contextBridge.exposeInMainWorld('scoretray', createScoretrayApi(ipcRenderer));
