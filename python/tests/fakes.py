"""Objects with ``__cuda_array_interface__`` whose pointers lead nowhere: for
checks that must reject them before any device work."""


class FakeDeviceArray:
    def __init__(self, shape, typestr="<f4", strides=None, ptr=0x7F0000000000,
                 readonly=False, mask=None, stream=None, version=3):
        self.__cuda_array_interface__ = {
            "shape": tuple(shape),
            "typestr": typestr,
            "data": (ptr, readonly),
            "strides": strides,
            "version": version,
        }
        if mask is not None:
            self.__cuda_array_interface__["mask"] = mask
        if version >= 3:
            self.__cuda_array_interface__["stream"] = stream
