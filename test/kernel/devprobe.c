/*
 * test/kernel/devprobe.c -- a minimal consumer of /dev/dtrace/dtrace, run
 * inside the QEMU guest by test/kernel/qemu-boot.sh after `insmod dtrace.ko`.
 *
 * It opens the device, asks for the framework's configuration
 * (DTRACEIOC_CONF) and lists every probe (DTRACEIOC_PROBES, walking ids
 * upwards until ESRCH), printing one marker line per finding on stdout:
 *   DEVPROBE open ok
 *   DEVPROBE conf difversion=N intregs=N tupregs=N maxbufs=N
 *   DEVPROBE probe ID PROVIDER:MODULE:FUNCTION:NAME
 *   DEVPROBE done probes=N
 * or `DEVPROBE FAIL <what>: <error>`.  The boot script greps these markers.
 * Exit status: 0 when the device answered both commands, 1 otherwise.
 * Built static (it runs in a busybox initramfs without a C library).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <dtrace/ioctl.h>

#define DEVICE	"/dev/dtrace/dtrace"

int
main(int argc, char **argv)
{
	const char *dev = argc > 1 ? argv[1] : DEVICE;
	dtrace_conf_t conf;
	dtrace_probedesc_t pd;
	int fd, n = 0;

	fd = open(dev, O_RDWR);
	if (fd < 0) {
		printf("DEVPROBE FAIL open %s: %s\n", dev, strerror(errno));
		return 1;
	}
	printf("DEVPROBE open ok\n");

	memset(&conf, 0, sizeof(conf));
	if (ioctl(fd, DTRACEIOC_CONF, &conf) != 0) {
		printf("DEVPROBE FAIL conf: %s\n", strerror(errno));
		return 1;
	}
	printf("DEVPROBE conf difversion=%u intregs=%u tupregs=%u maxbufs=%u\n",
	    conf.dtc_difversion, conf.dtc_difintregs, conf.dtc_diftupregs,
	    conf.dtc_maxbufs);

	/* An all-empty description matches every probe; ask for the first
	 * probe with an id at or above the one after the last found. */
	memset(&pd, 0, sizeof(pd));
	pd.dtpd_id = 1;
	for (;;) {
		if (ioctl(fd, DTRACEIOC_PROBES, &pd) != 0) {
			if (errno == ESRCH)
				break;
			printf("DEVPROBE FAIL probes: %s\n", strerror(errno));
			return 1;
		}
		printf("DEVPROBE probe %u %s:%s:%s:%s\n", pd.dtpd_id,
		    pd.dtpd_provider, pd.dtpd_mod, pd.dtpd_func, pd.dtpd_name);
		n++;
		pd.dtpd_id++;
		pd.dtpd_provider[0] = pd.dtpd_mod[0] = '\0';
		pd.dtpd_func[0] = pd.dtpd_name[0] = '\0';
		if (n > 100000)
			break;
	}
	printf("DEVPROBE done probes=%d\n", n);
	close(fd);
	return 0;
}
