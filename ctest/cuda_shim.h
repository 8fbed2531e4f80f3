/* cuda_shim.h: the few CUDA driver API calls the tests need, loaded at run
 * time with dlopen() so that they build with plain gcc/g++, without CUDA
 * headers or toolkit, and still run where there is no driver at all.
 *
 * The function pointers are named like the driver API (cuMemAlloc binds
 * cuMemAlloc_v2, as cuda.h would), so do not include cuda.h as well.
 * Link with -ldl on glibc older than 2.34. */
#ifndef CUDA_SHIM_H
#define CUDA_SHIM_H

#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

typedef int CUresult; /* 0 is CUDA_SUCCESS */
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef unsigned long long CUdeviceptr;

static CUresult (*cuInit)(unsigned int flags);
static CUresult (*cuDeviceGet)(CUdevice *device, int ordinal);
static CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *ctx, CUdevice device);
static CUresult (*cuCtxSetCurrent)(CUcontext ctx);
static CUresult (*cuCtxSynchronize)(void);
static CUresult (*cuMemAlloc)(CUdeviceptr *dptr, size_t bytes);
static CUresult (*cuMemFree)(CUdeviceptr dptr);
static CUresult (*cuMemcpyHtoD)(CUdeviceptr dst, const void *src, size_t bytes);
static CUresult (*cuMemcpyDtoH)(void *dst, CUdeviceptr src, size_t bytes);
static CUresult (*cuMemsetD8)(CUdeviceptr dst, unsigned char value, size_t count);

/* Loads the driver and makes the primary context of device 0 current, which
 * is what the CUDA runtime would do and what libcutt binds its plans to.
 * Returns 1 when that worked, 0 when there is no driver or no device (nothing
 * to run on: not an error), -1 when the driver is there but fails. */
static inline int cuda_shim_init(void)
{
    struct { const char *name; void *slot; } syms[] = {
        {"cuInit", &cuInit},
        {"cuDeviceGet", &cuDeviceGet},
        {"cuDevicePrimaryCtxRetain", &cuDevicePrimaryCtxRetain},
        {"cuCtxSetCurrent", &cuCtxSetCurrent},
        {"cuCtxSynchronize", &cuCtxSynchronize},
        {"cuMemAlloc_v2", &cuMemAlloc},
        {"cuMemFree_v2", &cuMemFree},
        {"cuMemcpyHtoD_v2", &cuMemcpyHtoD},
        {"cuMemcpyDtoH_v2", &cuMemcpyDtoH},
        {"cuMemsetD8_v2", &cuMemsetD8},
    };
    enum { NO_DEVICE = 100, STUB_LIBRARY = 34 }; /* CUDA_ERROR_* codes */
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    size_t i;
    CUresult r;
    CUdevice dev;
    CUcontext ctx;

    if (!lib)
        return 0;
    for (i = 0; i < sizeof syms / sizeof syms[0]; i++) {
        void *fn = dlsym(lib, syms[i].name);
        if (!fn) {
            fprintf(stderr, "cuda_shim: libcuda.so.1 lacks %s\n", syms[i].name);
            return -1;
        }
        /* POSIX guarantees a data pointer can hold a function pointer. */
        memcpy(syms[i].slot, &fn, sizeof fn);
    }
    r = cuInit(0);
    if (r == NO_DEVICE || r == STUB_LIBRARY)
        return 0;
    if (r || (r = cuDeviceGet(&dev, 0)) || (r = cuDevicePrimaryCtxRetain(&ctx, dev)) ||
        (r = cuCtxSetCurrent(ctx))) {
        fprintf(stderr, "cuda_shim: driver call failed with CUresult %d\n", r);
        return -1;
    }
    return 1;
}

#endif
