// orig_proto.cpp: a program written against the original C++ cuTT, whose
// header had no extern "C". Every call binds a g++-mangled alias; run.sh
// checks with nm that no unmangled cutt name is referenced.
#include "orig_cutt.h"

#include "api_checks.h"

// The overloads that only the mangled ABI has: the cuTT 1.0 planner without
// a stream, and cuttExecute with a const input.
static void check_overloads()
{
    int dim[2] = {3, 4}, perm[2] = {1, 0}, repeat[2] = {0, 0};
    const void *in = host_in;
    cuttHandle h = UNTOUCHED;
    const char *plan10 = "cuttPlan (1.0, no stream)";

    expect(cuttPlan(&h, 0, dim, perm, 8), CUTT_INVALID_PARAMETER, plan10, "rank 0");
    expect(cuttPlan(&h, 2, dim, repeat, 8), CUTT_INVALID_PARAMETER, plan10, "repeated entry");
    expect(cuttPlan(&h, 2, dim, perm, 3), CUTT_INVALID_PARAMETER, plan10, "sizeofType 3");
    expect_untouched(h, plan10, "bad arguments");
    expect(cuttExecute(12345u, in, host_out), CUTT_INVALID_PLAN, "cuttExecute(const void*)",
           "handle 12345");

    if (gpu == 0) {
        expect(cuttPlan(&h, 2, dim, perm, 8), CUTT_INVALID_DEVICE, plan10, "valid");
        expect_untouched(h, plan10, "valid, no device");
        return;
    }
    void *d_in = device_alloc(sizeof(double) * 12), *d_out = device_alloc(sizeof(double) * 12);
    check(d_in && d_out, "cuMemAlloc", "cuTT 1.0 plan", "failed");
    expect(cuttPlan(&h, 2, dim, perm, 8), CUTT_SUCCESS, plan10, "valid");
    expect(cuttExecute(h, static_cast<const void *>(nullptr), d_out), CUTT_INVALID_PARAMETER,
           "cuttExecute(const void*)", "null idata");
    in = d_in;
    expect(cuttExecute(h, in, d_out), CUTT_SUCCESS, "cuttExecute(const void*)", "cuTT 1.0 plan");
    check(cuCtxSynchronize() == 0, "cuCtxSynchronize", "cuTT 1.0 plan", "failed");
    expect(cuttDestroy(h), CUTT_SUCCESS, "cuttDestroy", "cuTT 1.0 plan");
    device_free(d_in);
    device_free(d_out);
}

int main()
{
    api_checks();
    if (gpu >= 0)
        check_overloads();
    return api_summary("orig_proto");
}
