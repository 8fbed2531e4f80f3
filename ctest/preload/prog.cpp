// prog.cpp: an application built against the original C++ cuTT. It prints
// the codes of two calls that libcutt must refuse: "2 1" (bad rank, unknown
// plan) when libcutt answers, "5 5" when standin.cpp does.
#include <cstdio>

#include "../orig_cutt.h"

int main()
{
  int dim[2] = {2, 2}, perm[2] = {1, 0};
  cuttHandle plan;
  int planned = cuttPlan(&plan, 0, dim, perm, sizeof(double), 0);
  int destroyed = cuttDestroy(12345);
  std::printf("%d %d\n", planned, destroyed);
  return 0;
}
