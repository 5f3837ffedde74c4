import { contextBridge } from 'electron';

contextBridge.exposeInMainWorld('scoretray', {});
