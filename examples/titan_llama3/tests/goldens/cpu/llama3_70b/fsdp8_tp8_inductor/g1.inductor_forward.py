# fxgolden golden | case: llama3_70b/fsdp8_tp8_inductor | artifact: g1.inductor_forward | normalizer: 7 | world: fake rank 0/64 cpu
cpp_fused__to_copy_add_all_gather_into_tensor_mean_mul_pow_rsqrt_0 = async_compile.cpp_pybinding(['float*', 'const at::BFloat16*', 'const at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       at::BFloat16* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    at::vec::VectorizedN<float,2> masked_tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(8192L));
                    CascadeSumHelper<at::vec::VectorizedN<float,2>, 4096> cascade_helper0(static_cast<int64_t>(512L));
                    CascadeSumHelper<at::vec::VectorizedN<float,2>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8192L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp2 = tmp1 * tmp1;
                                tmp_acc0_vec = cascade_sum_combine(tmp2, &cascade_helper0);
                            }
                        }
                    }
                    tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                    tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                    masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec + masked_tmp_acc0_vec);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(8192.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(9.999999747378752e-06);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp5 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp3 = at::vec::VectorizedN<float,2>(tmp2);
                            auto tmp4 = tmp1 * tmp3;
                            auto tmp6 = at::vec::convert<float,2,at::BFloat16,1>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp8 = at::vec::convert<at::BFloat16,1,float,2>(tmp7);
                            tmp8.store(out_ptr1 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
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

cpp_fused_cat_split_1 = async_compile.cpp_pybinding(['const at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2,
                       at::BFloat16* out_ptr3,
                       at::BFloat16* out_ptr4,
                       at::BFloat16* out_ptr5,
                       at::BFloat16* out_ptr6,
                       at::BFloat16* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(67108864L + x1 + 8388608L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(134217728L + x1 + 8388608L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(201326592L + x1 + 8388608L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(268435456L + x1 + 8388608L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(335544320L + x1 + 8388608L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(402653184L + x1 + 8388608L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(469762048L + x1 + 8388608L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
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

cpp_fused__to_copy__unsafe_view_clone_split_with_sizes_view_view_as_complex_2 = async_compile.cpp_pybinding(['const at::BFloat16*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 1280L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            tmp1.store(out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0));
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

cpp_fused__to_copy__unsafe_view_clone_split_with_sizes_view_view_as_complex_3 = async_compile.cpp_pybinding(['const at::BFloat16*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(1024L + x1 + 1280L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            tmp1.store(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
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

cpp_fused__to_copy__unsafe_view_clone_split_with_sizes_view_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(67108864L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(67108864L)))
                    {
                        auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                        tmp1.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8388608L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8388608L)))
                    {
                        auto tmp0 = at::vec::VectorizedN<float,2>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::convert<at::BFloat16,1,float,2>(tmp0);
                        tmp1.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(1152L + x1 + 1280L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
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

cpp_fused__unsafe_view_cat_split_5 = async_compile.cpp_pybinding(['const at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       at::BFloat16* out_ptr0,
                       at::BFloat16* out_ptr1,
                       at::BFloat16* out_ptr2,
                       at::BFloat16* out_ptr3,
                       at::BFloat16* out_ptr4,
                       at::BFloat16* out_ptr5,
                       at::BFloat16* out_ptr6,
                       at::BFloat16* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 67108864L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(8388608L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(16777216L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(25165824L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(33554432L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(41943040L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(50331648L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8388608L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8388608L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(58720256L + x1 + 67108864L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 8388608L*x0), static_cast<int64_t>(16));
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

cpp_fused__to_copy_add_all_gather_into_tensor_mean_mul_pow_rsqrt_6 = async_compile.cpp_pybinding(['float*', 'const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       at::BFloat16* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::VectorizedN<float,2> tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    at::vec::VectorizedN<float,2> masked_tmp_acc0_vec = at::vec::VectorizedN<float,2>(0);
                    CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(8192L));
                    CascadeSumHelper<at::vec::VectorizedN<float,2>, 4096> cascade_helper0(static_cast<int64_t>(512L));
                    CascadeSumHelper<at::vec::VectorizedN<float,2>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8192L)))
                            {
                                auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                                auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                                auto tmp4 = tmp1 + tmp3;
                                auto tmp5 = (tmp4);
                                auto tmp6 = tmp5 * tmp5;
                                tmp_acc0_vec = cascade_sum_combine(tmp6, &cascade_helper0);
                            }
                        }
                    }
                    tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                    tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                    masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 2>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec + masked_tmp_acc0_vec);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(8192.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        auto tmp4 = static_cast<float>(9.999999747378752e-06);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        tmp7.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
                            auto tmp6 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp9 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                            auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                            auto tmp4 = tmp1 + tmp3;
                            auto tmp5 = (tmp4);
                            auto tmp7 = at::vec::VectorizedN<float,2>(tmp6);
                            auto tmp8 = tmp5 * tmp7;
                            auto tmp10 = at::vec::convert<float,2,at::BFloat16,1>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = at::vec::convert<at::BFloat16,1,float,2>(tmp11);
                            tmp12.store(out_ptr1 + static_cast<int64_t>(x1 + 8192L*x0), static_cast<int64_t>(16));
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

cpp_fused__unsafe_view_mul_silu_7 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       at::BFloat16* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(234881024L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(234881024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp2 = tmp1.neg();
                        auto tmp3 = tmp2.exp();
                        auto tmp4 = static_cast<float>(1.0);
                        auto tmp5 = at::vec::VectorizedN<float,2>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp1 / tmp6;
                        auto tmp8 = (tmp7);
                        auto tmp10 = at::vec::convert<float,2,at::BFloat16,1>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp12 = at::vec::convert<at::BFloat16,1,float,2>(tmp11);
                        tmp12.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused_add_8 = async_compile.cpp_pybinding(['const at::BFloat16*', 'const at::BFloat16*', 'const at::BFloat16*', 'at::BFloat16*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const at::BFloat16* in_ptr0,
                       const at::BFloat16* in_ptr1,
                       const at::BFloat16* in_ptr2,
                       at::BFloat16* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(67108864L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(67108864L)))
                    {
                        auto tmp0 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp5 = at::vec::Vectorized<at::BFloat16>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::convert<float,2,at::BFloat16,1>(tmp0);
                        auto tmp3 = at::vec::convert<float,2,at::BFloat16,1>(tmp2);
                        auto tmp4 = tmp1 + tmp3;
                        auto tmp6 = at::vec::convert<float,2,at::BFloat16,1>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = at::vec::convert<at::BFloat16,1,float,2>(tmp7);
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19 = args
        args.clear()
        assert_size_stride(primals_1, (8, 1024, 8192), (8388608, 8192, 1), 'input')
        assert_size_stride(primals_4, (8192, ), (1, ), 'input')
        buf0 = empty_strided_cpu((8, 1024, 1), (1024, 1, 8192), torch.float32)
        buf1 = reinterpret_tensor(buf0, (8, 1024, 1), (1024, 1, 1), 0); del buf0  # reuse
        buf2 = empty_strided_cpu((8, 1024, 8192), (8388608, 8192, 1), torch.bfloat16)
        cpp_fused__to_copy_add_all_gather_into_tensor_mean_mul_pow_rsqrt_0(buf1, primals_1, primals_4, buf2)
        # Topologically Sorted Source Nodes: [outputs, value], Original ATen: [aten._to_copy, aten.mul, _c10d_functional.all_gather_into_tensor]
        buf3 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf2, 8, 'mesh_tp')
        assert_size_stride(buf3, (64, 1024, 8192), (8388608, 8192, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf3, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [value], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf3)
        buf14 = empty_strided_cpu((8, 8192, 8192), (67108864, 8192, 1), torch.bfloat16)
        buf6 = reinterpret_tensor(buf14, (8, 1024, 8192), (67108864, 8192, 1), 0)  # alias
        buf7 = reinterpret_tensor(buf14, (8, 1024, 8192), (67108864, 8192, 1), 8388608)  # alias
        buf8 = reinterpret_tensor(buf14, (8, 1024, 8192), (67108864, 8192, 1), 16777216)  # alias
        buf9 = reinterpret_tensor(buf14, (8, 1024, 8192), (67108864, 8192, 1), 25165824)  # alias
        buf10 = reinterpret_tensor(buf14, (8, 1024, 8192), (67108864, 8192, 1), 33554432)  # alias
        buf11 = reinterpret_tensor(buf14, (8, 1024, 8192), (67108864, 8192, 1), 41943040)  # alias
        buf12 = reinterpret_tensor(buf14, (8, 1024, 8192), (67108864, 8192, 1), 50331648)  # alias
        buf13 = reinterpret_tensor(buf14, (8, 1024, 8192), (67108864, 8192, 1), 58720256)  # alias
        assert_size_stride(primals_6, (1280, 8192), (8192, 1), 'input')
        cpp_fused_cat_split_1(buf3, buf6, buf7, buf8, buf9, buf10, buf11, buf12, buf13)
        buf15 = empty_strided_cpu((65536, 1280), (1280, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [outputs_1], Original ATen: [aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf14, (65536, 8192), (8192, 1), 0), reinterpret_tensor(primals_6, (8192, 1280), (1, 8192), 0), out=buf15)
        assert_size_stride(primals_8, (131072, 64), (64, 1), 'input')
        # Topologically Sorted Source Nodes: [rope_cache], Original ATen: [aten.slice]
        buf16 = torch.ops.aten.slice.Tensor(primals_8, 0, 0, 8192)
        buf17 = buf16
        assert_size_stride(buf17, (8192, 64), (64, 1), 'torch.ops.aten.slice.Tensor')
        # buffer buf17 (op: torch.ops.aten.slice.Tensor) is assumed to be not aligned
        # Topologically Sorted Source Nodes: [reshaped_cache], Original ATen: [aten.view]
        buf18 = torch.ops.aten.reshape.default(buf17, [1, 8192, 1, 64])
        buf19 = buf18
        assert_size_stride(buf19, (1, 8192, 1, 64), (524288, 64, 64, 1), 'torch.ops.aten.reshape.default')
        # buffer buf19 (op: torch.ops.aten.reshape.default) is assumed to be not aligned
        buf20 = empty_strided_cpu((8, 8192, 8, 64, 2), (8388608, 1024, 128, 2, 1), torch.float32)
        cpp_fused__to_copy__unsafe_view_clone_split_with_sizes_view_view_as_complex_2(buf15, buf20)
        # Topologically Sorted Source Nodes: [outputs_1, qkv, split, reshape, child, float_1, reshape_3, xq_], Original ATen: [aten._unsafe_view, aten.view, aten.split_with_sizes, aten.clone, aten._to_copy, aten.view_as_complex]
        buf21 = torch.ops.aten.view_as_complex.default(buf20)
        buf22 = buf21
        assert_size_stride(buf22, (8, 8192, 8, 64), (4194304, 512, 64, 1), 'torch.ops.aten.view_as_complex.default')
        assert_alignment(buf22, 16, 'torch.ops.aten.view_as_complex.default')
        buf23 = empty_strided_cpu((8, 8192, 1, 64, 2), (1048576, 128, 128, 2, 1), torch.float32)
        cpp_fused__to_copy__unsafe_view_clone_split_with_sizes_view_view_as_complex_3(buf15, buf23)
        # Topologically Sorted Source Nodes: [outputs_1, qkv, split, reshape_1, child_1, float_2, reshape_4, xk_], Original ATen: [aten._unsafe_view, aten.view, aten.split_with_sizes, aten.clone, aten._to_copy, aten.view_as_complex]
        buf24 = torch.ops.aten.view_as_complex.default(buf23)
        buf25 = buf24
        assert_size_stride(buf25, (8, 8192, 1, 64), (524288, 64, 64, 1), 'torch.ops.aten.view_as_complex.default')
        assert_alignment(buf25, 16, 'torch.ops.aten.view_as_complex.default')
        # Topologically Sorted Source Nodes: [mul], Original ATen: [aten.mul]
        buf26 = torch.ops.aten.mul.Tensor(buf22, buf19)
        del buf20
        del buf21
        del buf22
        buf27 = buf26
        assert_size_stride(buf27, (8, 8192, 8, 64), (4194304, 512, 64, 1), 'torch.ops.aten.mul.Tensor')
        # buffer buf27 (op: torch.ops.aten.mul.Tensor) is assumed to be not aligned
        del buf26
        # Topologically Sorted Source Nodes: [view_as_real], Original ATen: [aten.view_as_real]
        buf28 = torch.ops.aten.view_as_real.default(buf27)
        buf29 = buf28
        assert_size_stride(buf29, (8, 8192, 8, 64, 2), (8388608, 1024, 128, 2, 1), 'torch.ops.aten.view_as_real.default')
        # buffer buf29 (op: torch.ops.aten.view_as_real.default) is assumed to be not aligned
        # Topologically Sorted Source Nodes: [mul_1], Original ATen: [aten.mul]
        buf30 = torch.ops.aten.mul.Tensor(buf25, buf19)
        del buf23
        del buf24
        del buf25
        buf31 = buf30
        assert_size_stride(buf31, (8, 8192, 1, 64), (524288, 64, 64, 1), 'torch.ops.aten.mul.Tensor')
        # buffer buf31 (op: torch.ops.aten.mul.Tensor) is assumed to be not aligned
        del buf30
        # Topologically Sorted Source Nodes: [view_as_real_1], Original ATen: [aten.view_as_real]
        buf32 = torch.ops.aten.view_as_real.default(buf31)
        buf33 = buf32
        assert_size_stride(buf33, (8, 8192, 1, 64, 2), (1048576, 128, 128, 2, 1), 'torch.ops.aten.view_as_real.default')
        # buffer buf33 (op: torch.ops.aten.view_as_real.default) is assumed to be not aligned
        buf34 = reinterpret_tensor(buf2, (8, 8192, 8, 128), (8388608, 1024, 128, 1), 0); del buf2  # reuse
        buf35 = empty_strided_cpu((8, 8192, 1, 128), (1048576, 128, 128, 1), torch.bfloat16)
        buf36 = empty_strided_cpu((8, 8192, 1, 128), (1048576, 128, 128, 1), torch.bfloat16)
        cpp_fused__to_copy__unsafe_view_clone_split_with_sizes_view_4(buf29, buf33, buf15, buf34, buf35, buf36)
        del buf15
        del buf27
        del buf28
        del buf29
        del buf31
        del buf32
        del buf33
        # Topologically Sorted Source Nodes: [outputs_1, qkv, split, reshape_2, child_2, xq_out, xk_out, xq_BLNH_1, xk_BLNH_1, q_BNLH, k_BNLH, v_BNLH, out_BNLH], Original ATen: [aten._unsafe_view, aten.view, aten.split_with_sizes, aten.clone, aten._to_copy, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf37 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf34, (8, 8, 8192, 128), (8388608, 128, 1024, 1), 0), reinterpret_tensor(buf35, (8, 1, 8192, 128), (1048576, 0, 128, 1), 0), reinterpret_tensor(buf36, (8, 1, 8192, 128), (1048576, 0, 128, 1), 0), 0.0, True)
        buf38 = buf37[0]
        assert_size_stride(buf38, (8, 8, 8192, 128), (8388608, 128, 1024, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf38, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf39 = buf37[1]
        assert_size_stride(buf39, (8, 8, 8192), (65536, 1, 8), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf39, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf37
        assert_size_stride(primals_10, (8192, 1024), (1024, 1), 'input')
        buf40 = reinterpret_tensor(buf3, (65536, 8192), (8192, 1), 0); del buf3  # reuse
        # Topologically Sorted Source Nodes: [out, out_BLD, outputs_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf38, (65536, 1024), (1024, 1), 0), reinterpret_tensor(primals_10, (1024, 8192), (1, 1024), 0), out=buf40)
        buf49 = empty_strided_cpu((64, 1024, 8192), (8388608, 8192, 1), torch.bfloat16)
        buf41 = reinterpret_tensor(buf49, (8, 1024, 8192), (8388608, 8192, 1), 0)  # alias
        buf42 = reinterpret_tensor(buf49, (8, 1024, 8192), (8388608, 8192, 1), 67108864)  # alias
        buf43 = reinterpret_tensor(buf49, (8, 1024, 8192), (8388608, 8192, 1), 134217728)  # alias
        buf44 = reinterpret_tensor(buf49, (8, 1024, 8192), (8388608, 8192, 1), 201326592)  # alias
        buf45 = reinterpret_tensor(buf49, (8, 1024, 8192), (8388608, 8192, 1), 268435456)  # alias
        buf46 = reinterpret_tensor(buf49, (8, 1024, 8192), (8388608, 8192, 1), 335544320)  # alias
        buf47 = reinterpret_tensor(buf49, (8, 1024, 8192), (8388608, 8192, 1), 402653184)  # alias
        buf48 = reinterpret_tensor(buf49, (8, 1024, 8192), (8388608, 8192, 1), 469762048)  # alias
        cpp_fused__unsafe_view_cat_split_5(buf40, buf41, buf42, buf43, buf44, buf45, buf46, buf47, buf48)
        del buf41
        del buf42
        del buf43
        del buf44
        del buf45
        del buf46
        del buf47
        del buf48
        # Topologically Sorted Source Nodes: [outputs_4], Original ATen: [_c10d_functional.reduce_scatter_tensor]
        buf50 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf49, 'sum', 8, 'mesh_tp')
        assert_size_stride(buf50, (8, 1024, 8192), (8388608, 8192, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        assert_alignment(buf50, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        # Topologically Sorted Source Nodes: [outputs_4], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf50)
        assert_size_stride(primals_12, (8192, ), (1, ), 'input')
        buf53 = empty_strided_cpu((8, 1024, 1), (1024, 1, 8192), torch.float32)
        buf54 = reinterpret_tensor(buf53, (8, 1024, 1), (1024, 1, 1), 0); del buf53  # reuse
        buf55 = empty_strided_cpu((8, 1024, 8192), (8388608, 8192, 1), torch.bfloat16)
        cpp_fused__to_copy_add_all_gather_into_tensor_mean_mul_pow_rsqrt_6(buf54, primals_1, buf50, primals_12, buf55)
        # Topologically Sorted Source Nodes: [h, outputs_5, value_1], Original ATen: [aten.add, aten._to_copy, aten.mul, _c10d_functional.all_gather_into_tensor]
        buf56 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf55, 8, 'mesh_tp')
        assert_size_stride(buf56, (64, 1024, 8192), (8388608, 8192, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf56, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [value_1], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf56)
        del buf55
        buf67 = reinterpret_tensor(buf49, (8, 8192, 8192), (67108864, 8192, 1), 0); del buf49  # reuse
        buf59 = reinterpret_tensor(buf67, (8, 1024, 8192), (67108864, 8192, 1), 0)  # alias
        buf60 = reinterpret_tensor(buf67, (8, 1024, 8192), (67108864, 8192, 1), 8388608)  # alias
        buf61 = reinterpret_tensor(buf67, (8, 1024, 8192), (67108864, 8192, 1), 16777216)  # alias
        buf62 = reinterpret_tensor(buf67, (8, 1024, 8192), (67108864, 8192, 1), 25165824)  # alias
        buf63 = reinterpret_tensor(buf67, (8, 1024, 8192), (67108864, 8192, 1), 33554432)  # alias
        buf64 = reinterpret_tensor(buf67, (8, 1024, 8192), (67108864, 8192, 1), 41943040)  # alias
        buf65 = reinterpret_tensor(buf67, (8, 1024, 8192), (67108864, 8192, 1), 50331648)  # alias
        buf66 = reinterpret_tensor(buf67, (8, 1024, 8192), (67108864, 8192, 1), 58720256)  # alias
        assert_size_stride(primals_14, (3584, 8192), (8192, 1), 'input')
        cpp_fused_cat_split_1(buf56, buf59, buf60, buf61, buf62, buf63, buf64, buf65, buf66)
        buf68 = empty_strided_cpu((65536, 3584), (3584, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [outputs_6], Original ATen: [aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf67, (65536, 8192), (8192, 1), 0), reinterpret_tensor(primals_14, (8192, 3584), (1, 8192), 0), out=buf68)
        assert_size_stride(primals_16, (3584, 8192), (8192, 1), 'input')
        buf69 = empty_strided_cpu((65536, 3584), (3584, 1), torch.bfloat16)
        # Topologically Sorted Source Nodes: [outputs_6, outputs_7], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf67, (65536, 8192), (8192, 1), 0), reinterpret_tensor(primals_16, (8192, 3584), (1, 8192), 0), out=buf69)
        buf70 = empty_strided_cpu((8, 8192, 3584), (29360128, 3584, 1), torch.bfloat16)
        assert_size_stride(primals_18, (8192, 3584), (3584, 1), 'input')
        cpp_fused__unsafe_view_mul_silu_7(buf68, buf69, buf70)
        buf71 = reinterpret_tensor(buf56, (65536, 8192), (8192, 1), 0); del buf56  # reuse
        # Topologically Sorted Source Nodes: [outputs_6, silu, outputs_7, mul_2, outputs_8], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf70, (65536, 3584), (3584, 1), 0), reinterpret_tensor(primals_18, (3584, 8192), (1, 3584), 0), out=buf71)
        buf80 = reinterpret_tensor(buf40, (64, 1024, 8192), (8388608, 8192, 1), 0); del buf40  # reuse
        buf72 = reinterpret_tensor(buf80, (8, 1024, 8192), (8388608, 8192, 1), 0)  # alias
        buf73 = reinterpret_tensor(buf80, (8, 1024, 8192), (8388608, 8192, 1), 67108864)  # alias
        buf74 = reinterpret_tensor(buf80, (8, 1024, 8192), (8388608, 8192, 1), 134217728)  # alias
        buf75 = reinterpret_tensor(buf80, (8, 1024, 8192), (8388608, 8192, 1), 201326592)  # alias
        buf76 = reinterpret_tensor(buf80, (8, 1024, 8192), (8388608, 8192, 1), 268435456)  # alias
        buf77 = reinterpret_tensor(buf80, (8, 1024, 8192), (8388608, 8192, 1), 335544320)  # alias
        buf78 = reinterpret_tensor(buf80, (8, 1024, 8192), (8388608, 8192, 1), 402653184)  # alias
        buf79 = reinterpret_tensor(buf80, (8, 1024, 8192), (8388608, 8192, 1), 469762048)  # alias
        cpp_fused__unsafe_view_cat_split_5(buf71, buf72, buf73, buf74, buf75, buf76, buf77, buf78, buf79)
        del buf71
        del buf72
        del buf73
        del buf74
        del buf75
        del buf76
        del buf77
        del buf78
        del buf79
        # Topologically Sorted Source Nodes: [outputs_9], Original ATen: [_c10d_functional.reduce_scatter_tensor]
        buf81 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf80, 'sum', 8, 'mesh_tp')
        assert_size_stride(buf81, (8, 1024, 8192), (8388608, 8192, 1), 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        assert_alignment(buf81, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        # Topologically Sorted Source Nodes: [outputs_9], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf81)
        del buf80
        buf84 = empty_strided_cpu((8, 1024, 8192), (8388608, 8192, 1), torch.bfloat16)
        cpp_fused_add_8(primals_1, buf50, buf81, buf84)
        return (buf84, primals_2, primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, buf1, reinterpret_tensor(buf14, (65536, 8192), (8192, 1), 0), reinterpret_tensor(buf34, (8, 8, 8192, 128), (8388608, 128, 1024, 1), 0), reinterpret_tensor(buf35, (8, 1, 8192, 128), (1048576, 128, 128, 1), 0), reinterpret_tensor(buf36, (8, 1, 8192, 128), (1048576, 128, 128, 1), 0), buf38, buf39, buf50, buf54, reinterpret_tensor(buf67, (65536, 8192), (8192, 1), 0), buf68, buf69, reinterpret_tensor(buf70, (65536, 3584), (3584, 1), 0), primals_18, primals_16, primals_14, primals_2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
