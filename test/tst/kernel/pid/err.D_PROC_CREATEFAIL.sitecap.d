/* @@backend: kernel */
/* @@opts: -c ./pidtarget */
/* @@stderr: the module plants no more pid probe sites */
/*
 * Every instruction of a static program (its C library included) is more
 * sites than the module plants (16384): the probe past the cap is refused
 * with an error, nothing is exhausted, and the probes made before it go
 * with the device file
 */
pid$target:a.out::
{
	@ = count();
}
