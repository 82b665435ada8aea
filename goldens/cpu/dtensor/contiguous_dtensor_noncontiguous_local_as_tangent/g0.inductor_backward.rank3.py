# fxgolden golden | case: dtensor/contiguous_dtensor_noncontiguous_local_as_tangent | artifact: g0.inductor_backward.rank3 | normalizer: 7 | world: fake rank 3/4 cpu
cpp_fused_all_gather_into_tensor_constant_pad_nd_0 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(129L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(160L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(160L)))
                            {
                                auto tmp0 = x1;
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = static_cast<int64_t>(128);
                                auto tmp3 = tmp1 < tmp2;
                                auto tmp4 = [&]
                                {
                                    auto tmp5 = at::vec::VecMask<float,1>::from(tmp3).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(x2 + 160L*x1 + 20640L*x0));
                                    return tmp5;
                                }
                                ;
                                auto tmp6 = tmp3 ? tmp4() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                                tmp6.store(out_ptr0 + static_cast<int64_t>(x2 + 160L*x1 + 20640L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_cat_clone_slice_split_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(20640L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(20640L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 20640L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 41280L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(20640L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(20640L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(206400L + x1 + 20640L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 41280L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(41120L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(41120L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 41280L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 41120L*x0));
                        }
                    }
                }
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
        primals_2, tangents_1, tangents_2 = args
        args.clear()
        assert_size_stride(tangents_1, (10, 128, 160), (20640, 160, 1), 'input')
        buf0 = empty_strided_cpu((10, 129, 160), (20640, 160, 1), torch.float32)
        cpp_fused_all_gather_into_tensor_constant_pad_nd_0(tangents_1, buf0)
        del tangents_1
        # Topologically Sorted Source Nodes: [constant_pad_nd_1, all_gather_into_tensor], Original ATen: [aten.constant_pad_nd, _c10d_functional.all_gather_into_tensor]
        buf1 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf0, 2, 'mesh_sub')
        assert_size_stride(buf1, (20, 129, 160), (20640, 160, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf1, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_1], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf1)
        del buf0
        buf6 = empty_strided_cpu((10, 258, 160), (41280, 160, 1), torch.float32)
        buf4 = reinterpret_tensor(buf6, (10, 129, 160), (41280, 160, 1), 0)  # alias
        buf5 = reinterpret_tensor(buf6, (10, 129, 160), (41280, 160, 1), 20640)  # alias
        buf7 = empty_strided_cpu((10, 257, 160), (41120, 160, 1), torch.float32)
        cpp_fused_cat_clone_slice_split_1(buf1, buf6, buf4, buf5, buf7)
        return (buf7, primals_2, None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
