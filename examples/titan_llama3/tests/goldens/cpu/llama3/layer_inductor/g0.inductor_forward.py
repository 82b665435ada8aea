# fxgolden golden | case: llama3/layer_inductor | artifact: g0.inductor_forward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (tp)
cpp_fused__to_copy_all_reduce_bitwise_and_clamp_embedding_ge_lt_mul_sub_unsqueeze_0 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'int64_t*', 'bool*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       int64_t* out_ptr0,
                       bool* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<int64_t>(0);
                    auto tmp2 = at::vec::VectorizedN<int64_t,2>(tmp1);
                    auto tmp3 = tmp0 - tmp2;
                    auto tmp4 = at::vec::maximum(tmp3, tmp2);
                    auto tmp5 = static_cast<int64_t>(1023);
                    auto tmp6 = at::vec::VectorizedN<int64_t,2>(tmp5);
                    auto tmp7 = at::vec::minimum(tmp4, tmp6);
                    auto tmp8 = at::vec::VecMask<int64_t,2>(tmp0 >= tmp2);
                    auto tmp9 = static_cast<int64_t>(1024);
                    auto tmp10 = at::vec::VectorizedN<int64_t,2>(tmp9);
                    auto tmp11 = at::vec::VecMask<int64_t,2>(tmp0 < tmp10);
                    auto tmp12 = tmp8.template cast<int32_t,1>();
                    auto tmp13 = tmp11.template cast<int32_t,1>();
                    auto tmp14 = tmp12 & tmp13;
                    tmp7.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp14.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                }
            }
        }
    }
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp5 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 1024L), "index out of bounds: 0 <= tmp2 < 1024L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*tmp0), static_cast<int64_t>(8));
                            auto tmp6 = c10::convert<float>(tmp5);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp4 * tmp7;
                            tmp8.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
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

cpp_fused_add_mean_mul_pow_rsqrt_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                                auto tmp1 = tmp0 * tmp0;
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(256.0);
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
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = tmp3 * tmp4;
                            tmp5.store(out_ptr1 + static_cast<int64_t>(x1 + 256L*x0));
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

cpp_fused__unsafe_view_clone_split_with_sizes_view_view_as_complex_2 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
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

cpp_fused__unsafe_view_clone_split_with_sizes_view_view_as_complex_3 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16L + x1 + 48L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L + x1 + 48L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0));
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

cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(256.0);
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
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 * tmp4;
                            auto tmp7 = tmp5 * tmp6;
                            tmp7.store(out_ptr1 + static_cast<int64_t>(x1 + 256L*x0));
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

cpp_fused__unsafe_view_mul_silu_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12288L); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(12288L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.neg();
                        auto tmp2 = tmp1.exp();
                        auto tmp3 = static_cast<float>(1.0);
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 + tmp4;
                        auto tmp6 = tmp0 / tmp5;
                        auto tmp8 = tmp6 * tmp7;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                                auto tmp1 = tmp0 * tmp0;
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(256.0);
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
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp5 = tmp3 * tmp4;
                            tmp5.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
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

cpp_fused_cat_split_7 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(4096L + x1 + 128L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(12288L + x1 + 384L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24 = args
        args.clear()
        assert_size_stride(primals_9, (131072, 8), (8, 1), 'input')
        # Topologically Sorted Source Nodes: [rope_cache], Original ATen: [aten.slice]
        buf11 = torch.ops.aten.slice.Tensor(primals_9, 0, 0, 16)
        buf12 = buf11
        assert_size_stride(buf12, (16, 8), (8, 1), 'torch.ops.aten.slice.Tensor')
        # buffer buf12 (op: torch.ops.aten.slice.Tensor) is assumed to be not aligned
        # Topologically Sorted Source Nodes: [reshaped_cache], Original ATen: [aten.view]
        buf13 = torch.ops.aten.reshape.default(buf12, [1, 16, 1, 8])
        buf14 = buf13
        assert_size_stride(buf14, (1, 16, 1, 8), (128, 8, 8, 1), 'torch.ops.aten.reshape.default')
        # buffer buf14 (op: torch.ops.aten.reshape.default) is assumed to be not aligned
        assert_size_stride(primals_1, (2, 16), (16, 1), 'input')
        assert_size_stride(primals_3, (1024, 256), (256, 1), 'input')
        buf0 = empty_strided_cpu((2, 16), (16, 1), torch.int64)
        buf1 = empty_strided_cpu((2, 16), (16, 1), torch.bool)
        buf2 = empty_strided_cpu((2, 16, 256), (4096, 256, 1), torch.float32)
        cpp_fused__to_copy_all_reduce_bitwise_and_clamp_embedding_ge_lt_mul_sub_unsqueeze_0(primals_1, primals_3, buf0, buf1, buf2)
        del primals_1
        del primals_3
        # Topologically Sorted Source Nodes: [ge, lt, mask, out, unsqueeze, to, out_1, outputs_1], Original ATen: [aten.ge, aten.lt, aten.bitwise_and, aten.embedding, aten.unsqueeze, aten._to_copy, aten.mul, _c10d_functional.all_reduce]
        torch.ops._c10d_functional.all_reduce_.default(buf2, 'sum', 'mesh_tp')
        # Topologically Sorted Source Nodes: [outputs_1], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf2)
        assert_size_stride(primals_5, (256, ), (1, ), 'input')
        buf7 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf8 = reinterpret_tensor(buf7, (2, 16, 1), (16, 1, 1), 0); del buf7  # reuse
        buf9 = empty_strided_cpu((2, 16, 256), (4096, 256, 1), torch.float32)
        assert_size_stride(primals_7, (384, 256), (256, 1), 'input')
        cpp_fused_add_mean_mul_pow_rsqrt_1(buf8, buf2, primals_5, buf9)
        buf10 = empty_strided_cpu((32, 384), (384, 1), torch.float32)
        # Topologically Sorted Source Nodes: [outputs_2, outputs_3], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf9, (32, 256), (256, 1), 0), reinterpret_tensor(primals_7, (256, 384), (1, 256), 0), out=buf10)
        buf15 = empty_strided_cpu((2, 16, 8, 8, 2), (2048, 128, 16, 2, 1), torch.float32)
        cpp_fused__unsafe_view_clone_split_with_sizes_view_view_as_complex_2(buf10, buf15)
        # Topologically Sorted Source Nodes: [outputs_3, qkv, split, reshape, child, reshape_3, xq_], Original ATen: [aten._unsafe_view, aten.view, aten.split_with_sizes, aten.clone, aten.view_as_complex]
        buf16 = torch.ops.aten.view_as_complex.default(buf15)
        buf17 = buf16
        assert_size_stride(buf17, (2, 16, 8, 8), (1024, 64, 8, 1), 'torch.ops.aten.view_as_complex.default')
        assert_alignment(buf17, 16, 'torch.ops.aten.view_as_complex.default')
        # Topologically Sorted Source Nodes: [mul_1], Original ATen: [aten.mul]
        buf21 = torch.ops.aten.mul.Tensor(buf17, buf14)
        del buf16
        del buf17
        buf22 = buf21
        assert_size_stride(buf22, (2, 16, 8, 8), (1024, 64, 8, 1), 'torch.ops.aten.mul.Tensor')
        # buffer buf22 (op: torch.ops.aten.mul.Tensor) is assumed to be not aligned
        del buf21
        # Topologically Sorted Source Nodes: [view_as_real], Original ATen: [aten.view_as_real]
        buf23 = torch.ops.aten.view_as_real.default(buf22)
        buf24 = buf23
        assert_size_stride(buf24, (2, 16, 8, 8, 2), (2048, 128, 16, 2, 1), 'torch.ops.aten.view_as_real.default')
        # buffer buf24 (op: torch.ops.aten.view_as_real.default) is assumed to be not aligned
        buf18 = buf15; del buf15  # reuse
        buf29 = empty_strided_cpu((2, 16, 8, 16), (2048, 128, 16, 1), torch.float32)
        cpp_fused__unsafe_view_clone_split_with_sizes_view_view_as_complex_3(buf10, buf18, buf29)
        # Topologically Sorted Source Nodes: [outputs_3, qkv, split, reshape_1, child_1, reshape_4, xk_], Original ATen: [aten._unsafe_view, aten.view, aten.split_with_sizes, aten.clone, aten.view_as_complex]
        buf19 = torch.ops.aten.view_as_complex.default(buf18)
        buf20 = buf19
        assert_size_stride(buf20, (2, 16, 8, 8), (1024, 64, 8, 1), 'torch.ops.aten.view_as_complex.default')
        assert_alignment(buf20, 16, 'torch.ops.aten.view_as_complex.default')
        # Topologically Sorted Source Nodes: [mul_2], Original ATen: [aten.mul]
        buf25 = torch.ops.aten.mul.Tensor(buf20, buf14)
        del buf18
        del buf19
        del buf20
        buf26 = buf25
        assert_size_stride(buf26, (2, 16, 8, 8), (1024, 64, 8, 1), 'torch.ops.aten.mul.Tensor')
        # buffer buf26 (op: torch.ops.aten.mul.Tensor) is assumed to be not aligned
        del buf25
        # Topologically Sorted Source Nodes: [view_as_real_1], Original ATen: [aten.view_as_real]
        buf27 = torch.ops.aten.view_as_real.default(buf26)
        buf28 = buf27
        assert_size_stride(buf28, (2, 16, 8, 8, 2), (2048, 128, 16, 2, 1), 'torch.ops.aten.view_as_real.default')
        # buffer buf28 (op: torch.ops.aten.view_as_real.default) is assumed to be not aligned
        # Topologically Sorted Source Nodes: [outputs_3, qkv, split, reshape_2, child_2, xq_out, xk_out, q_BNLH, k_BNLH, v_BNLH, out_BNLH], Original ATen: [aten._unsafe_view, aten.view, aten.split_with_sizes, aten.clone, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf30 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf24, (2, 8, 16, 16), (2048, 16, 128, 1), 0), reinterpret_tensor(buf28, (2, 8, 16, 16), (2048, 16, 128, 1), 0), reinterpret_tensor(buf29, (2, 8, 16, 16), (2048, 16, 128, 1), 0), 0.0, True)
        buf31 = buf30[0]
        assert_size_stride(buf31, (2, 8, 16, 16), (2048, 16, 128, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf31 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        buf32 = buf30[1]
        assert_size_stride(buf32, (2, 8, 16), (128, 1, 8), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        # buffer buf32 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default) is assumed to be not aligned
        del buf30
        assert_size_stride(primals_11, (256, 128), (128, 1), 'input')
        buf33 = empty_strided_cpu((32, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [out_2, out_BLD, outputs_5], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf31, (32, 128), (128, 1), 0), reinterpret_tensor(primals_11, (128, 256), (1, 128), 0), out=buf33)
        # Topologically Sorted Source Nodes: [outputs_5, outputs_6], Original ATen: [aten._unsafe_view, _c10d_functional.all_reduce]
        torch.ops._c10d_functional.all_reduce_.default(reinterpret_tensor(buf33, (2, 16, 256), (4096, 256, 1), 0), 'sum', 'mesh_tp')
        # Topologically Sorted Source Nodes: [outputs_5, outputs_6], Original ATen: [aten._unsafe_view, _c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(reinterpret_tensor(buf33, (2, 16, 256), (4096, 256, 1), 0))
        assert_size_stride(primals_13, (256, ), (1, ), 'input')
        buf38 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf39 = reinterpret_tensor(buf38, (2, 16, 1), (16, 1, 1), 0); del buf38  # reuse
        buf40 = empty_strided_cpu((2, 16, 256), (4096, 256, 1), torch.float32)
        assert_size_stride(primals_15, (384, 256), (256, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_4(buf39, buf2, buf33, primals_13, buf40)
        buf41 = buf10; del buf10  # reuse
        # Topologically Sorted Source Nodes: [outputs_5, h, outputs_7, outputs_8], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf40, (32, 256), (256, 1), 0), reinterpret_tensor(primals_15, (256, 384), (1, 256), 0), out=buf41)
        assert_size_stride(primals_17, (384, 256), (256, 1), 'input')
        buf42 = empty_strided_cpu((32, 384), (384, 1), torch.float32)
        # Topologically Sorted Source Nodes: [outputs_5, h, outputs_7, outputs_8, outputs_9], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf40, (32, 256), (256, 1), 0), reinterpret_tensor(primals_17, (256, 384), (1, 256), 0), out=buf42)
        buf43 = empty_strided_cpu((2, 16, 384), (6144, 384, 1), torch.float32)
        assert_size_stride(primals_19, (256, 384), (384, 1), 'input')
        cpp_fused__unsafe_view_mul_silu_5(buf41, buf42, buf43)
        buf44 = empty_strided_cpu((32, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [outputs_8, silu, outputs_9, mul_3, outputs_10], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf43, (32, 384), (384, 1), 0), reinterpret_tensor(primals_19, (384, 256), (1, 384), 0), out=buf44)
        # Topologically Sorted Source Nodes: [outputs_10, outputs_11], Original ATen: [aten._unsafe_view, _c10d_functional.all_reduce]
        torch.ops._c10d_functional.all_reduce_.default(reinterpret_tensor(buf44, (2, 16, 256), (4096, 256, 1), 0), 'sum', 'mesh_tp')
        # Topologically Sorted Source Nodes: [outputs_10, outputs_11], Original ATen: [aten._unsafe_view, _c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(reinterpret_tensor(buf44, (2, 16, 256), (4096, 256, 1), 0))
        buf49 = empty_strided_cpu((2, 16, 256), (4096, 256, 1), torch.float32)
        assert_size_stride(primals_21, (256, ), (1, ), 'input')
        buf50 = empty_strided_cpu((2, 16, 1), (16, 1, 32), torch.float32)
        buf51 = reinterpret_tensor(buf50, (2, 16, 1), (16, 1, 1), 0); del buf50  # reuse
        buf52 = empty_strided_cpu((2, 16, 256), (4096, 256, 1), torch.float32)
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_6(buf51, buf2, buf33, buf44, primals_21, buf49, buf52)
        # Topologically Sorted Source Nodes: [outputs_8, silu, outputs_9, mul_3, outputs_10, all_gather_into_tensor], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, _c10d_functional.all_gather_into_tensor]
        buf54 = torch.ops._c10d_functional.all_gather_into_tensor.default(reinterpret_tensor(buf43, (32, 384), (384, 1), 0), 2, 'mesh_tp')
        assert_size_stride(buf54, (64, 384), (384, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf54, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_3], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf54)
        del buf43
        # Topologically Sorted Source Nodes: [out_2, out_BLD, outputs_5, all_gather_into_tensor_1], Original ATen: [aten.transpose, aten.view, _c10d_functional.all_gather_into_tensor]
        buf60 = torch.ops._c10d_functional.all_gather_into_tensor.default(reinterpret_tensor(buf31, (32, 128), (128, 1), 0), 2, 'mesh_tp')
        assert_size_stride(buf60, (64, 128), (128, 1), 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf60, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_5], Original ATen: [_c10d_functional.wait_tensor]
        torch.ops._c10d_functional.wait_tensor.default(buf60)
        buf65 = buf44; del buf44  # reuse
        buf63 = reinterpret_tensor(buf65, (32, 128), (256, 1), 0)  # alias
        buf64 = reinterpret_tensor(buf65, (32, 128), (256, 1), 128)  # alias
        buf59 = empty_strided_cpu((32, 768), (768, 1), torch.float32)
        buf57 = reinterpret_tensor(buf59, (32, 384), (768, 1), 0)  # alias
        buf58 = reinterpret_tensor(buf59, (32, 384), (768, 1), 384)  # alias
        assert_size_stride(primals_23, (1024, 256), (256, 1), 'input')
        cpp_fused_cat_split_7(buf60, buf54, buf63, buf64, buf57, buf58)
        del buf54
        del buf60
        buf53 = empty_strided_cpu((32, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [outputs_12, outputs_13], Original ATen: [aten.mul, aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf52, (32, 256), (256, 1), 0), reinterpret_tensor(primals_23, (256, 1024), (1, 256), 0), out=buf53)
        return (reinterpret_tensor(buf53, (2, 16, 1024), (16384, 1024, 1), 0), primals_2, primals_5, primals_7, primals_9, primals_11, primals_13, primals_21, buf0, reinterpret_tensor(buf1, (2, 16, 1), (16, 1, 1), 0), buf2, buf8, reinterpret_tensor(buf9, (32, 256), (256, 1), 0), reinterpret_tensor(buf24, (2, 8, 16, 16), (2048, 16, 128, 1), 0), reinterpret_tensor(buf28, (2, 8, 16, 16), (2048, 16, 128, 1), 0), reinterpret_tensor(buf29, (2, 8, 16, 16), (2048, 16, 128, 1), 0), buf31, buf32, reinterpret_tensor(buf33, (2, 16, 256), (4096, 256, 1), 0), buf39, reinterpret_tensor(buf40, (32, 256), (256, 1), 0), buf41, buf42, buf49, buf51, reinterpret_tensor(buf52, (32, 256), (256, 1), 0), primals_23, buf59, primals_19, primals_17, primals_15, buf65, primals_2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns
