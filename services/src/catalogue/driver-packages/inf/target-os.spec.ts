import { targetOs } from './target-os';

describe('targetOs', () => {
  it.each([
    [undefined, { architectures: ['x86'], minBuild: 0 }],
    ['NT', { architectures: ['x86'], minBuild: 0 }],
    ['NTx86', { architectures: ['x86'], minBuild: 0 }],
    ['NTamd64', { architectures: ['x64'], minBuild: 0 }],
    ['ntAMD64', { architectures: ['x64'], minBuild: 0 }],
    ['NTarm64', { architectures: ['arm64'], minBuild: 0 }],
    ['NTamd64.6.1', { architectures: ['x64'], minBuild: 7600 }],
    ['NTamd64.10.0', { architectures: ['x64'], minBuild: 10240 }],
    ['NTamd64.10.0...16299', { architectures: ['x64'], minBuild: 16299 }],
    ['NTamd64.10.0.1..19041', { architectures: ['x64'], minBuild: 19041 }],
    ['NTarm64.10.0...22000', { architectures: ['arm64'], minBuild: 22000 }],
    ['NTia64', { architectures: [], minBuild: 0 }],
  ])('reads %s', (decoration, target) => {
    expect(targetOs(decoration)).toEqual(target);
  });

  it.each(['Win64', 'NTamd64.ten', 'amd64'])('is null for %s, which Windows does not read', (decoration) => {
    expect(targetOs(decoration)).toBeNull();
  });
});
