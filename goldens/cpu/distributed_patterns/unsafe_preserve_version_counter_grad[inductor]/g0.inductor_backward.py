# fxgolden golden | case: distributed_patterns/unsafe_preserve_version_counter_grad[inductor] | artifact: g0.inductor_backward | normalizer: 7 | world: none rank 0/1 cpu
cpp_fused_cos_mul_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        {
            {
                auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                auto tmp1 = in_ptr1[static_cast<int64_t>(0L)];
                auto tmp2 = std::cos(tmp1);
                auto tmp3 = float(tmp0 * tmp2);
                out_ptr0[static_cast<int64_t>(0L)] = tmp3;
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        primals_2, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (1, ), (1, ), 'input')
        assert_size_stride(primals_2, (1, ), (1, ), 'input')
        buf0 = empty_strided_cpu((1, ), (1, ), torch.float32)
        cpp_fused_cos_mul_0(tangents_1, primals_2, buf0)
        del primals_2
        del tangents_1
        return (buf0, None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
