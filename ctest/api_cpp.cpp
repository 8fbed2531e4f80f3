// api_cpp.cpp: the libcutt C ABI as a C++11 program sees it through cutt.h
// (the same checks as api_c.c, now binding the extern "C" names from C++).
#include "cutt.h"

#include "api_checks.h"

int main()
{
    api_checks();
    return api_summary("api_cpp");
}
