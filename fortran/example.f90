! example.f90: transposes a 3-D array of doubles on the GPU with libcutt,
! from Fortran, and checks every element against the same transpose done
! by Fortran loops.
!
! It needs no CUDA toolkit to build and no libcuda to link: the few CUDA
! driver calls it makes are looked up at run time with dlopen/dlsym, so one
! binary runs both where there is a GPU (it transposes and verifies) and
! where there is none (it checks what can be checked without a device and
! says SKIP for the rest). Output lines start with PASS, SKIP or FAIL; the
! exit status is non-zero when anything failed.
!
! dlopen, dlsym and the RTLD_* values are those of Linux (glibc, musl).
module cuda_driver
  use, intrinsic :: iso_c_binding, only: c_int, c_size_t, c_ptr, c_funptr, &
      c_char, c_signed_char, c_null_char, c_associated, &
      c_f_procpointer
  implicit none
  private
  public :: cuda_open
  public :: cuMemAlloc, cuMemFree, cuMemcpyHtoD, cuMemcpyDtoH, cuMemsetD8, &
      cuCtxSynchronize

  ! CUresult values that mean "nothing to run on" rather than a failure.
  integer(c_int), parameter :: CUDA_ERROR_STUB_LIBRARY = 34
  integer(c_int), parameter :: CUDA_ERROR_NO_DEVICE = 100
  integer(c_int), parameter :: RTLD_NOW = 2, RTLD_LOCAL = 0

  ! Outcomes of cuda_open.
  integer, parameter, public :: CUDA_NONE = 0, CUDA_READY = 1, CUDA_BROKEN = -1

  interface
    function dlopen(filename, flags) bind(C, name="dlopen") result(handle)
      import :: c_char, c_int, c_ptr
      character(kind=c_char), intent(in) :: filename(*)
      integer(c_int), value :: flags
      type(c_ptr) :: handle
    end function dlopen

    ! dlsym returns void *; POSIX requires that it can hold a function
    ! pointer, and on the platforms CUDA supports both are passed alike, so
    ! the result is taken as the function pointer it is.
    function dlsym(handle, symbol) bind(C, name="dlsym") result(fn)
      import :: c_char, c_ptr, c_funptr
      type(c_ptr), value :: handle
      character(kind=c_char), intent(in) :: symbol(*)
      type(c_funptr) :: fn
    end function dlsym
  end interface

  ! The driver API signatures; CUdeviceptr (unsigned long long) and
  ! CUcontext are pointer-sized and taken as type(c_ptr), so that a device
  ! address goes to cuttExecute as it is.
  abstract interface
    function cu_init_t(flags) bind(C) result(r)
      import :: c_int
      integer(c_int), value :: flags
      integer(c_int) :: r
    end function cu_init_t
    function cu_device_get_t(device, ordinal) bind(C) result(r)
      import :: c_int
      integer(c_int), intent(out) :: device
      integer(c_int), value :: ordinal
      integer(c_int) :: r
    end function cu_device_get_t
    function cu_primary_ctx_retain_t(ctx, device) bind(C) result(r)
      import :: c_int, c_ptr
      type(c_ptr), intent(out) :: ctx
      integer(c_int), value :: device
      integer(c_int) :: r
    end function cu_primary_ctx_retain_t
    function cu_ctx_set_current_t(ctx) bind(C) result(r)
      import :: c_int, c_ptr
      type(c_ptr), value :: ctx
      integer(c_int) :: r
    end function cu_ctx_set_current_t
    function cu_ctx_synchronize_t() bind(C) result(r)
      import :: c_int
      integer(c_int) :: r
    end function cu_ctx_synchronize_t
    function cu_mem_alloc_t(dptr, bytes) bind(C) result(r)
      import :: c_int, c_ptr, c_size_t
      type(c_ptr), intent(out) :: dptr
      integer(c_size_t), value :: bytes
      integer(c_int) :: r
    end function cu_mem_alloc_t
    function cu_mem_free_t(dptr) bind(C) result(r)
      import :: c_int, c_ptr
      type(c_ptr), value :: dptr
      integer(c_int) :: r
    end function cu_mem_free_t
    function cu_memcpy_t(dst, src, bytes) bind(C) result(r)
      import :: c_int, c_ptr, c_size_t
      type(c_ptr), value :: dst
      type(c_ptr), value :: src
      integer(c_size_t), value :: bytes
      integer(c_int) :: r
    end function cu_memcpy_t
    function cu_memset_d8_t(dst, byte, count) bind(C) result(r)
      import :: c_int, c_ptr, c_size_t, c_signed_char
      type(c_ptr), value :: dst
      integer(c_signed_char), value :: byte
      integer(c_size_t), value :: count
      integer(c_int) :: r
    end function cu_memset_d8_t
  end interface

  procedure(cu_init_t), pointer :: cuInit => null()
  procedure(cu_device_get_t), pointer :: cuDeviceGet => null()
  procedure(cu_primary_ctx_retain_t), pointer :: cuDevicePrimaryCtxRetain => null()
  procedure(cu_ctx_set_current_t), pointer :: cuCtxSetCurrent => null()
  procedure(cu_ctx_synchronize_t), pointer :: cuCtxSynchronize => null()
  procedure(cu_mem_alloc_t), pointer :: cuMemAlloc => null()
  procedure(cu_mem_free_t), pointer :: cuMemFree => null()
  procedure(cu_memcpy_t), pointer :: cuMemcpyHtoD => null()
  procedure(cu_memcpy_t), pointer :: cuMemcpyDtoH => null()
  procedure(cu_memset_d8_t), pointer :: cuMemsetD8 => null()

contains

  ! Loads the driver and makes device 0's primary context current, as the
  ! CUDA runtime would, so that libcutt binds its plans to the context the
  ! buffers are allocated in. Returns CUDA_NONE when there is no driver or
  ! no device, CUDA_BROKEN (with the reason in why) when the driver fails.
  function cuda_open(why) result(outcome)
    character(len=:), allocatable, intent(out) :: why
    integer :: outcome
    type(c_ptr) :: lib, ctx
    integer(c_int) :: r, device
    character(len=16) :: code

    outcome = CUDA_BROKEN
    lib = dlopen("libcuda.so.1"//c_null_char, ior(RTLD_NOW, RTLD_LOCAL))
    if (.not. c_associated(lib)) then
      why = "libcuda.so.1 not found (no NVIDIA driver)"
      outcome = CUDA_NONE
      return
    end if
    if (.not. bind_all(lib, why)) return
    r = cuInit(0_c_int)
    if (r == CUDA_ERROR_NO_DEVICE .or. r == CUDA_ERROR_STUB_LIBRARY) then
      write (code, '(i0)') r
      why = "cuInit returned " // trim(code) // " (no usable device)"
      outcome = CUDA_NONE
      return
    end if
    if (r == 0) r = cuDeviceGet(device, 0_c_int)
    if (r == 0) r = cuDevicePrimaryCtxRetain(ctx, device)
    if (r == 0) r = cuCtxSetCurrent(ctx)
    if (r /= 0) then
      write (code, '(i0)') r
      why = "CUDA driver initialization failed with CUresult " // trim(code)
      return
    end if
    why = "device 0"
    outcome = CUDA_READY
  end function cuda_open

  logical function bind_all(lib, why)
    type(c_ptr), intent(in) :: lib
    character(len=:), allocatable, intent(out) :: why
    type(c_funptr) :: fn

    bind_all = .false.
    if (.not. lookup("cuInit")) return
    call c_f_procpointer(fn, cuInit)
    if (.not. lookup("cuDeviceGet")) return
    call c_f_procpointer(fn, cuDeviceGet)
    if (.not. lookup("cuDevicePrimaryCtxRetain")) return
    call c_f_procpointer(fn, cuDevicePrimaryCtxRetain)
    if (.not. lookup("cuCtxSetCurrent")) return
    call c_f_procpointer(fn, cuCtxSetCurrent)
    if (.not. lookup("cuCtxSynchronize")) return
    call c_f_procpointer(fn, cuCtxSynchronize)
    ! The _v2 entry points are the 64-bit ones that cuda.h maps the plain
    ! names to.
    if (.not. lookup("cuMemAlloc_v2")) return
    call c_f_procpointer(fn, cuMemAlloc)
    if (.not. lookup("cuMemFree_v2")) return
    call c_f_procpointer(fn, cuMemFree)
    if (.not. lookup("cuMemcpyHtoD_v2")) return
    call c_f_procpointer(fn, cuMemcpyHtoD)
    if (.not. lookup("cuMemcpyDtoH_v2")) return
    call c_f_procpointer(fn, cuMemcpyDtoH)
    if (.not. lookup("cuMemsetD8_v2")) return
    call c_f_procpointer(fn, cuMemsetD8)
    bind_all = .true.
  contains
    logical function lookup(name)
      character(len=*), intent(in) :: name
      fn = dlsym(lib, name // c_null_char)
      lookup = c_associated(fn)
      if (.not. lookup) why = "libcuda.so.1 lacks " // name
    end function lookup
  end function bind_all
end module cuda_driver

program example
  use, intrinsic :: iso_c_binding, only: c_int, c_int64_t, c_size_t, c_ptr, &
      c_double, c_null_ptr, c_loc, c_signed_char, c_sizeof
  use cutt
  use cuda_driver
  implicit none

  integer(c_int), parameter :: rank = 3
  ! Extents that are not multiples of the 32-element tiles, so partial tiles
  ! are exercised.
  integer(c_int), parameter :: dims(rank) = [45_c_int, 7_c_int, 33_c_int]
  ! Every permutation of three dimensions, 0-based as cuTT wants them: the
  ! identity (a copy), those keeping dimension 0 leading, and the others.
  integer(c_int), parameter :: perms(rank, 6) = reshape([ &
      0, 1, 2,  0, 2, 1,  1, 0, 2,  1, 2, 0,  2, 0, 1,  2, 1, 0], [rank, 6])
  ! A handle no cuttPlan has returned: 4294967280 as an unsigned int.
  integer(cutt_handle_kind), parameter :: unknown_handle = -16
  integer(c_size_t), parameter :: elem = c_sizeof(1.0_c_double)

  real(c_double), allocatable, target :: a(:, :, :)
  type(c_ptr) :: d_in, d_out
  integer(cutt_handle_kind) :: plan
  integer(c_int) :: res
  integer :: failures, checks, transposes, elements, p, cuda
  integer(c_size_t) :: n, bytes
  character(len=:), allocatable :: why
  character(len=16) :: code

  failures = 0
  checks = 0
  transposes = 0
  elements = 0

  ! Checks that need no device: the library rejects these before looking
  ! for one, so they show that arguments cross the binding intact.
  call expect("cuttPlan, permutation (0,0,1)", CUTT_INVALID_PARAMETER, &
      cuttPlan(plan, rank, dims, [0_c_int, 0_c_int, 1_c_int], elem, c_null_ptr))
  call expect("cuttPlan, permutation (1,2,3)", CUTT_INVALID_PARAMETER, &
      cuttPlan(plan, rank, dims, [1_c_int, 2_c_int, 3_c_int], elem, c_null_ptr))
  call expect("cuttPlan, rank 0", CUTT_INVALID_PARAMETER, &
      cuttPlan(plan, 0_c_int, dims, perms(:, 2), elem, c_null_ptr))
  call expect("cuttPlan, extent 0", CUTT_INVALID_PARAMETER, &
      cuttPlan(plan, rank, [45_c_int, 0_c_int, 33_c_int], perms(:, 2), elem, c_null_ptr))
  call expect("cuttPlan, element size 3", CUTT_INVALID_PARAMETER, &
      cuttPlan(plan, rank, dims, perms(:, 2), 3_c_size_t, c_null_ptr))
  call expect("cuttPlanMeasure, NULL buffers", CUTT_INVALID_PARAMETER, &
      cuttPlanMeasure(plan, rank, dims, perms(:, 2), elem, c_null_ptr, &
      c_null_ptr, c_null_ptr))
  call expect("cuttExecute, unknown handle", CUTT_INVALID_PLAN, &
      cuttExecute(unknown_handle, c_null_ptr, c_null_ptr))
  call expect("cuttSetStream, unknown handle", CUTT_INVALID_PLAN, &
      cuttSetStream(unknown_handle, c_null_ptr))
  call expect("cuttDestroy, unknown handle", CUTT_INVALID_PLAN, &
      cuttDestroy(unknown_handle))
  if (failures == 0) print '(a, i0, a)', "PASS binding: ", checks, &
      " argument checks returned the expected codes"

  cuda = cuda_open(why)
  if (cuda == CUDA_BROKEN) then
    print '(a)', "FAIL cuda: " // why
    stop 1
  end if

  ! Where the driver finds no device, cuttPlan must say so with
  ! CUTT_INVALID_DEVICE: that, and nothing else, is a skip.
  call cuttInitialize()
  res = cuttPlan(plan, rank, dims, perms(:, 5), elem, c_null_ptr)
  write (code, '(i0)') res
  print '(a)', "cuttPlan returned " // trim(code) // " (" // result_name(res) // ")"
  if (cuda == CUDA_NONE) then
    call cuttFinalize()
    ! CUTT_INVALID_DEVICE also shows that the valid arguments got through:
    ! the library validates them before it looks for a device.
    if (res == CUTT_INVALID_DEVICE) then
      print '(a)', "SKIP: no GPU: " // why // "; cuttPlan returned " // trim(code) // &
          " (CUTT_INVALID_DEVICE); transpose not run"
    else
      print '(a)', "FAIL transpose: no GPU (" // why // ") but cuttPlan returned " // &
          trim(code) // " (" // result_name(res) // "), not CUTT_INVALID_DEVICE"
      failures = failures + 1
    end if
    call finish()
  end if
  if (res /= CUTT_SUCCESS) then
    print '(a)', "FAIL transpose: cuttPlan failed on a machine with a GPU"
    stop 1
  end if
  call expect("cuttDestroy", CUTT_SUCCESS, cuttDestroy(plan))
  call expect("cuttDestroy, twice", CUTT_INVALID_PLAN, cuttDestroy(plan))

  ! Distinct values (exact in double), so a misplaced element shows.
  allocate (a(dims(1), dims(2), dims(3)))
  call fill(a)
  n = size(a, kind=c_size_t)
  bytes = n * elem
  call cu("cuMemAlloc(in)", cuMemAlloc(d_in, bytes))
  call cu("cuMemAlloc(out)", cuMemAlloc(d_out, bytes))
  call cu("cuMemcpyHtoD", cuMemcpyHtoD(d_in, c_loc(a), bytes))

  do p = 1, size(perms, 2)
    call transpose_and_check(perms(:, p), measured=.false.)
    call transpose_and_check(perms(:, p), measured=.true.)
  end do

  call cu("cuMemFree(in)", cuMemFree(d_in))
  call cu("cuMemFree(out)", cuMemFree(d_out))
  call cuttFinalize()
  if (failures == 0) print '(a, i0, a, i0, a)', "PASS transpose: ", transposes, &
      " transposes (every permutation, planned and measured), ", elements, &
      " elements checked"
  call finish()

contains

  subroutine transpose_and_check(perm, measured)
    integer(c_int), intent(in) :: perm(rank)
    logical, intent(in) :: measured
    real(c_double), allocatable, target :: got(:, :, :), ref(:, :, :)
    integer(c_int) :: odims(rank)
    integer :: i, j, k, c(rank), bad
    character(len=64) :: label

    write (label, '(a, "(", i0, 2(",", i0), ")")') &
        merge("cuttPlanMeasure ", "cuttPlan        ", measured), perm
    odims = dims(perm + 1)

    ! The reference: input element (i,j,k) goes to the output position
    ! whose coordinate d is input coordinate perm(d)+1.
    allocate (ref(odims(1), odims(2), odims(3)), got(odims(1), odims(2), odims(3)))
    do k = 1, dims(3)
      do j = 1, dims(2)
        do i = 1, dims(1)
          c = [i, j, k]
          ref(c(perm(1) + 1), c(perm(2) + 1), c(perm(3) + 1)) = a(i, j, k)
        end do
      end do
    end do

    ! All-ones bytes make NaNs, which equal nothing: an element the
    ! transpose does not write cannot match by luck.
    call cu("cuMemsetD8", cuMemsetD8(d_out, -1_c_signed_char, bytes))
    if (measured) then
      call expect(trim(label), CUTT_SUCCESS, cuttPlanMeasure(plan, rank, dims, &
          perm, elem, c_null_ptr, d_in, d_out))
      call cu("cuMemsetD8", cuMemsetD8(d_out, -1_c_signed_char, bytes))
    else
      call expect(trim(label), CUTT_SUCCESS, &
          cuttPlan(plan, rank, dims, perm, elem, c_null_ptr))
    end if
    call expect("cuttSetStream", CUTT_SUCCESS, cuttSetStream(plan, c_null_ptr))
    call expect("cuttExecute", CUTT_SUCCESS, cuttExecute(plan, d_in, d_out))
    call cu("cuCtxSynchronize", cuCtxSynchronize())
    call cu("cuMemcpyDtoH", cuMemcpyDtoH(c_loc(got), d_out, bytes))
    call expect("cuttDestroy", CUTT_SUCCESS, cuttDestroy(plan))

    ! A transpose moves bytes, so the bits must be equal, not just the
    ! values (which would also let -0.0 pass for 0.0).
    bad = count(transfer(got, [0_c_int64_t]) /= transfer(ref, [0_c_int64_t]))
    transposes = transposes + 1
    elements = elements + size(ref)
    if (bad == 0) then
      print '(a, " -> (", i0, 2(",", i0), "): ", i0, " elements checked")', &
          "PASS " // trim(label), odims, size(ref)
    else
      print '(a, ": ", i0, " of ", i0, " elements differ")', &
          "FAIL " // trim(label), bad, size(ref)
      failures = failures + 1
    end if
  end subroutine transpose_and_check

  subroutine fill(x)
    real(c_double), intent(out) :: x(:, :, :)
    integer :: i, j, k
    do k = 1, size(x, 3)
      do j = 1, size(x, 2)
        do i = 1, size(x, 1)
          x(i, j, k) = real(i - 1 + size(x, 1) * (j - 1 + size(x, 2) * (k - 1)), c_double)
        end do
      end do
    end do
  end subroutine fill

  subroutine expect(what, want, got)
    character(len=*), intent(in) :: what
    integer(c_int), intent(in) :: want, got
    checks = checks + 1
    if (got /= want) then
      print '(a, ": returned ", i0, " (", a, "), expected ", i0, " (", a, ")")', &
          "FAIL " // what, got, result_name(got), want, result_name(want)
      failures = failures + 1
    end if
  end subroutine expect

  ! A driver failure leaves nothing sensible to check afterwards.
  subroutine cu(what, r)
    character(len=*), intent(in) :: what
    integer(c_int), intent(in) :: r
    if (r /= 0) then
      print '(a, " failed with CUresult ", i0)', "FAIL " // what, r
      stop 1
    end if
  end subroutine cu

  subroutine finish()
    if (failures > 0) then
      print '(i0, a)', failures, " check(s) failed"
      stop 1
    end if
    stop
  end subroutine finish

  function result_name(r) result(name)
    integer(c_int), intent(in) :: r
    character(len=:), allocatable :: name
    select case (r)
    case (CUTT_SUCCESS)
      name = "CUTT_SUCCESS"
    case (CUTT_INVALID_PLAN)
      name = "CUTT_INVALID_PLAN"
    case (CUTT_INVALID_PARAMETER)
      name = "CUTT_INVALID_PARAMETER"
    case (CUTT_INVALID_DEVICE)
      name = "CUTT_INVALID_DEVICE"
    case (CUTT_INTERNAL_ERROR)
      name = "CUTT_INTERNAL_ERROR"
    case (CUTT_UNDEFINED_ERROR)
      name = "CUTT_UNDEFINED_ERROR"
    case default
      name = "not a cuttResult"
    end select
  end function result_name
end program example
